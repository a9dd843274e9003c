import type { AppDeps } from '../../deps.js';
import { confirmWaitingDeposits } from './deposits.js';
import { SANDBOX_AUTO_CONFIRM_MS } from './sandbox-provider.js';
import { settleDueWithdrawals } from './withdrawals.js';

/** How often the server looks for withdrawals due (PIX ones are due at once, so this is their delay). */
export const SETTLEMENT_INTERVAL_MS = 2000;

/**
 * The server's money run (jobs.ts, every SETTLEMENT_INTERVAL_MS): pays out the withdrawals due and (sandbox only)
 * confirms PIX and bank deposits waiting longer than SANDBOX_AUTO_CONFIRM_MS. Safe with several API processes (each
 * withdrawal is taken under SKIP LOCKED, each deposit completes once under its row lock) and after a crash
 * (whatever was due is still due). Answers how many of each.
 */
export async function settleDueMoney(
  deps: Pick<AppDeps, 'db' | 'clock' | 'payments' | 'realtime'>,
  now: Date,
): Promise<{ settled: number; confirmed: number }> {
  const settled = await settleDueWithdrawals(deps, now);
  const confirmed = deps.payments.sandbox
    ? await confirmWaitingDeposits(deps, new Date(now.getTime() - SANDBOX_AUTO_CONFIRM_MS))
    : 0;
  return { settled, confirmed };
}
