import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { forgetOldIdempotencyKeys } from '../../lib/idempotency.js';
import { confirmWaitingDeposits } from './deposits.js';
import { SANDBOX_AUTO_CONFIRM_MS } from './sandbox-provider.js';
import { settleDueWithdrawals } from './withdrawals.js';

/** How often the server looks for withdrawals due (PIX ones are due at once, so this is their delay). */
export const SETTLEMENT_INTERVAL_MS = 2000;
const KEY_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The server's money worker: every SETTLEMENT_INTERVAL_MS it pays out the withdrawals due and (sandbox only)
 * confirms PIX and bank deposits waiting longer than SANDBOX_AUTO_CONFIRM_MS; every hour it forgets expired
 * Idempotency-Keys. Safe with several API processes (each withdrawal is taken under SKIP LOCKED, each deposit
 * completes once under its row lock) and after a crash (whatever was due is still due). Answers a stop function.
 */
export function startSettlementWorker(
  deps: Pick<AppDeps, 'db' | 'clock' | 'payments' | 'realtime'>,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
  /** Other money that falls due with time (contracts' 7-day automatic release), run on each tick too. */
  alsoDue: ((now: Date) => Promise<number>)[] = [],
): () => Promise<void> {
  let running: Promise<void> | null = null;
  let lastCleanup = 0;
  const tick = async () => {
    const now = deps.clock.now();
    const settled = await settleDueWithdrawals(deps, now);
    const confirmed = deps.payments.sandbox
      ? await confirmWaitingDeposits(deps, new Date(now.getTime() - SANDBOX_AUTO_CONFIRM_MS))
      : 0;
    let other = 0;
    for (const job of alsoDue) other += await job(now);
    if (settled || confirmed || other) {
      log.info({ settled, confirmed, other }, 'wallet: withdrawals settled, deposits confirmed, releases due');
    }
    if (now.getTime() - lastCleanup > KEY_CLEANUP_INTERVAL_MS) {
      await forgetOldIdempotencyKeys(deps.db, now);
      lastCleanup = now.getTime();
    }
  };
  const timer = setInterval(() => {
    if (running) return; // one tick at a time in this process
    running = tick()
      .catch((error: unknown) => log.error({ err: error }, 'wallet settlement failed'))
      .finally(() => {
        running = null;
      });
  }, SETTLEMENT_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
