import { latestSettlementDay, settlementDate, WITHDRAWAL_RAILS } from '@labora/shared/business-days';
import { brazilDate } from '@labora/shared/jobs';
import {
  describePayoutAccount,
  pixKeyRefusal,
  type TPayoutAccount,
  ZSavedPayoutAccount,
} from '@labora/shared/payout-accounts';
import {
  feeCents,
  MAX_SCHEDULE_DAYS,
  type TListWithdrawals,
  type TWithdrawal,
  WALLET_MESSAGES,
  type ZCreateWithdrawalRequest,
  type ZListWithdrawalsQuery,
} from '@labora/shared/wallet';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserRow } from '../../db/schema/users.js';
import { type WithdrawalRow, withdrawals } from '../../db/schema/wallet.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { recordEvent } from '../../lib/event-log.js';
import { notificationTexts, notify } from '../notifications/service.js';
import { assertSecondFactor } from '../two-factor/service.js';
import { EXTERNAL, FEES, WITHDRAWING, walletOf } from './accounts.js';
import { InsufficientFunds, postTransfers, type Transfer } from './ledger.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'payments'>;

function toWithdrawal(row: WithdrawalRow): TWithdrawal {
  return {
    id: row.id,
    status: row.status,
    method: row.method,
    amountCents: row.amountCents,
    feeCents: row.feeCents,
    netCents: row.netCents,
    accountLabel: row.accountLabel,
    scheduledDate: row.scheduledDate,
    expectedBy: latestSettlementDay(row.method, row.createdAt, row.scheduledDate ?? undefined),
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
    failureReason: row.failureReason,
  };
}

/**
 * A PIX key of type CPF must be the account's own CPF once one is set (shared pixKeyRefusal). The CPF is read from
 * the request's user row: it is set once and changed only by support, so it cannot move under the request.
 */
export function assertOwnPixKey(actor: UserRow, account: TPayoutAccount): void {
  const refusal = pixKeyRefusal(account, actor.cpf);
  if (refusal) throw new AppError('PIX_KEY_NOT_OWN', refusal);
}

/**
 * With two-factor sign-in on, the first withdrawal to an account asks for a code (`twoFactorCode`): a stolen
 * session and password cannot send the money somewhere new. An account withdrawn to before needs none. Checked
 * before the withdrawal's transaction, so a wrong code's count is not rolled back with it.
 */
export async function assertWithdrawalSecondFactor(
  deps: Pick<AppDeps, 'db' | 'clock' | 'rateLimitFactor'>,
  input: { actor: UserRow; request: z.output<typeof ZCreateWithdrawalRequest> },
): Promise<void> {
  const { actor, request } = input;
  const [earlier] = await deps.db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.userId, actor.id),
        eq(withdrawals.method, request.method),
        eq(withdrawals.account, request.accountInfo),
      ),
    )
    .limit(1);
  if (earlier) return;
  await assertSecondFactor(deps, { actor, code: request.twoFactorCode });
}

const WITHDRAWAL_LABELS = { pix: 'PIX', card: 'cartão', bank: 'transferência bancária' } as const;

/**
 * 'Confirmar Saque': the amount leaves the wallet at once into the withdrawing account; the settlement worker
 * pays the net out when due (PIX at once, bank and card after their business days, or on the scheduled day).
 */
export async function requestWithdrawal(
  deps: Deps,
  input: { actor: UserRow; request: z.output<typeof ZCreateWithdrawalRequest> },
): Promise<TWithdrawal> {
  const { request } = input;
  assertOwnPixKey(input.actor, request.accountInfo);
  const now = deps.clock.now();
  const today = brazilDate(now);
  if (request.scheduledDate !== undefined) {
    if (request.scheduledDate < today) throw new AppError('BAD_REQUEST', WALLET_MESSAGES.scheduledDatePast);
    const last = brazilDate(new Date(now.getTime() + MAX_SCHEDULE_DAYS * 86_400_000));
    if (request.scheduledDate > last) throw new AppError('BAD_REQUEST', WALLET_MESSAGES.scheduledDateTooFar);
  }
  const fee = feeCents(request.amountCents, WITHDRAWAL_RAILS[request.method].feeBasisPoints);
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(withdrawals)
      .values({
        userId: input.actor.id,
        method: request.method,
        amountCents: request.amountCents,
        feeCents: fee,
        netCents: request.amountCents - fee,
        account: request.accountInfo,
        accountLabel: describePayoutAccount(request.accountInfo),
        scheduledDate: request.scheduledDate ?? null,
        dueAt: settlementDate(request.method, now, request.scheduledDate),
        createdAt: now,
      })
      .returning();
    if (!created) throw new Error('withdrawal not inserted');
    try {
      await postTransfers(
        tx,
        [
          {
            kind: 'withdrawal',
            from: walletOf(input.actor.id),
            to: WITHDRAWING,
            amountCents: request.amountCents,
            description: `Saque · ${created.accountLabel}`,
            withdrawalId: created.id,
          },
        ],
        now,
      );
    } catch (error) {
      if (error instanceof InsufficientFunds) {
        throw new AppError('INSUFFICIENT_FUNDS', WALLET_MESSAGES.insufficientForWithdrawal);
      }
      throw error;
    }
    return created;
  });
  return toWithdrawal(row);
}

export async function listWithdrawals(
  deps: Deps,
  input: { actor: UserRow; query: z.output<typeof ZListWithdrawalsQuery> },
): Promise<TListWithdrawals> {
  const mine = eq(withdrawals.userId, input.actor.id);
  const [rows, [count]] = await Promise.all([
    deps.db
      .select()
      .from(withdrawals)
      .where(mine)
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
      .limit(input.query.pageSize)
      .offset((input.query.page - 1) * input.query.pageSize),
    deps.db.select({ total: sql<number>`count(*)::int` }).from(withdrawals).where(mine),
  ]);
  return { items: rows.map(toWithdrawal), total: count?.total ?? 0 };
}

/**
 * The settlement worker's step: pays out the withdrawals due by `now`, one transaction each. `SKIP LOCKED` lets
 * several API processes share the work without settling one twice; a crash leaves the row 'processing' and due,
 * so the next run picks it up. Paid: the net goes to the rail's outside account and the fee to Labora. Refused:
 * the whole amount returns to the wallet ('payout_failed'). Answers how many were settled.
 */
export async function settleDueWithdrawals(deps: Deps, now: Date, limit = 50): Promise<number> {
  const isDue = and(eq(withdrawals.status, 'processing'), sql`${withdrawals.dueAt} <= ${now}`);
  // Nearly every run (every 2 s) finds nothing due: one plain read then, no transaction.
  const [any] = await deps.db.select({ id: withdrawals.id }).from(withdrawals).where(isDue).limit(1);
  if (!any) return 0;
  let settled = 0;
  while (settled < limit) {
    const done = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(withdrawals)
        .where(isDue)
        .orderBy(withdrawals.dueAt)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return false;
      const account = ZSavedPayoutAccount.parse(row.account);
      const result = await deps.payments.payout({ id: row.id, netCents: row.netCents, account });
      const transfers: Transfer[] = result.ok
        ? [
            {
              kind: 'withdrawal_fee',
              from: WITHDRAWING,
              to: FEES,
              amountCents: row.feeCents,
              description: `Taxa do saque (${WITHDRAWAL_LABELS[row.method]})`,
              withdrawalId: row.id,
            },
            {
              kind: 'payout',
              from: WITHDRAWING,
              to: EXTERNAL[row.method],
              amountCents: row.netCents,
              description: `Saque pago · ${row.accountLabel}`,
              withdrawalId: row.id,
            },
          ]
        : [
            {
              kind: 'payout_failed',
              from: WITHDRAWING,
              to: walletOf(row.userId),
              amountCents: row.amountCents,
              description: `Saque devolvido: ${result.reason}`,
              withdrawalId: row.id,
            },
          ];
      await postTransfers(
        tx,
        transfers.filter((t) => t.amountCents > 0),
        now,
      );
      await tx
        .update(withdrawals)
        .set({
          status: result.ok ? 'completed' : 'failed',
          settledAt: now,
          failureReason: result.ok ? null : result.reason,
        })
        .where(eq(withdrawals.id, row.id));
      const outcome = { userId: row.userId, amountCents: row.amountCents, withdrawalId: row.id };
      const told = result.ok
        ? notificationTexts.withdrawalSettled(outcome)
        : notificationTexts.withdrawalFailed(outcome);
      await notify(tx, now, [told]);
      recordEvent(tx, {
        type: result.ok ? 'withdrawal.paid' : 'withdrawal.failed',
        audience: [row.userId],
        data: { withdrawalId: row.id, amountCents: row.amountCents },
      });
      return true;
    });
    if (!done) break;
    settled++;
  }
  return settled;
}
