import { type TStatement, type TWallet, WALLET_MESSAGES, type ZStatementQuery } from '@labora/shared/wallet';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Executor, queryRows } from '../../db/client.js';
import type { UserRow } from '../../db/schema/users.js';
import { deposits, ledgerEntries, ledgerTransfers } from '../../db/schema/wallet.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'payments'>;

const RECEIPT_KINDS = new Set(['deposit', 'payment', 'release', 'withdrawal']);

/** The four figures of a person's money, from the kept balances of the ledger's accounts. */
async function moneyOf(db: Executor, userId: string): Promise<Omit<TWallet, 'sandbox'>> {
  const [row] = await queryRows<Record<string, string | number | null>>(
    db,
    sql`select
      (select balance_cents from ledger_accounts where id = ${userId}) as available,
      (select coalesce(sum(a.balance_cents), 0) from ledger_accounts a
         where a.id in (select id from contracts where client_id = ${userId}
                        union select id from gig_orders where buyer_id = ${userId})) as escrow,
      (select coalesce(sum(a.balance_cents), 0) from contracts c join ledger_accounts a on a.id = c.id
         where c.freelancer_id = ${userId}) as receivable,
      (select coalesce(sum(amount_cents), 0) from withdrawals
         where user_id = ${userId} and status = 'processing') as withdrawing`,
  );
  return {
    availableCents: Number(row?.available ?? 0),
    escrowCents: Number(row?.escrow ?? 0),
    receivableCents: Number(row?.receivable ?? 0),
    withdrawingCents: Number(row?.withdrawing ?? 0),
  };
}

/** GET /api/wallet. */
export async function getWallet(deps: Deps, input: { actor: UserRow }): Promise<TWallet> {
  return { ...(await moneyOf(deps.db, input.actor.id)), sandbox: deps.payments.sandbox };
}

/** GET /api/wallet/statement: the entries of the caller's wallet, newest first, with the balance after each. */
export async function getStatement(
  deps: Deps,
  input: { actor: UserRow; query: z.output<typeof ZStatementQuery> },
): Promise<TStatement> {
  const { page, pageSize } = input.query;
  const mine = eq(ledgerEntries.accountId, input.actor.id);
  const [rows, [count]] = await Promise.all([
    deps.db
      .select({
        id: ledgerTransfers.id,
        createdAt: ledgerEntries.createdAt,
        kind: ledgerTransfers.kind,
        description: ledgerTransfers.description,
        amountCents: ledgerEntries.amountCents,
        balanceAfterCents: ledgerEntries.balanceAfterCents,
        contractId: ledgerTransfers.contractId,
        withdrawalId: ledgerTransfers.withdrawalId,
        depositId: ledgerTransfers.depositId,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
      .where(mine)
      .orderBy(desc(ledgerEntries.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    deps.db.select({ total: sql<number>`count(*)::int` }).from(ledgerEntries).where(mine),
  ]);
  return {
    items: rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      balanceAfterCents: r.balanceAfterCents ?? 0,
      hasReceipt: RECEIPT_KINDS.has(r.kind),
    })),
    total: count?.total ?? 0,
    page,
    pageSize,
  };
}

/**
 * Before an account is deleted: refused while the person's money is in the wallet, in escrow or on its way out;
 * otherwise their deposits still waiting for the provider are marked failed, so none lands in a wallet nobody owns.
 */
export async function closeWallet(db: Executor, userId: string): Promise<void> {
  const money = await moneyOf(db, userId);
  if (Object.values(money).some((cents) => cents !== 0)) {
    throw new AppError('WALLET_NOT_EMPTY', WALLET_MESSAGES.walletNotEmpty);
  }
  await db
    .update(deposits)
    .set({ status: 'failed' })
    .where(and(eq(deposits.userId, userId), eq(deposits.status, 'pending')));
}
