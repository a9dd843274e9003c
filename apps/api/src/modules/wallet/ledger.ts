import { randomUUID } from 'node:crypto';
import type { TTransferKind } from '@labora/shared/wallet';
import { inArray, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../../db/schema/wallet.js';
import { type AccountRef, isTracked } from './accounts.js';

/** One movement: `amountCents` leaves `from` and reaches `to`. */
export interface Transfer {
  /** Given when another transfer of the batch refers to this one; made up otherwise. */
  id?: string;
  kind: TTransferKind;
  from: AccountRef;
  to: AccountRef;
  amountCents: number;
  /** In Portuguese, as the statement shows it. */
  description: string;
  contractId?: string | null;
  depositId?: string | null;
  withdrawalId?: string | null;
  /** The transfer this one goes with (a fee with its release). */
  relatedId?: string | null;
}

/** A transfer would take a wallet or an escrow below zero: nothing was written. */
export class InsufficientFunds extends Error {
  constructor(readonly account: AccountRef) {
    super(`insufficient funds in ${account.kind} ${account.id}`);
  }
}

/**
 * Writes transfers, all or none, inside the caller's transaction: locks the wallets and escrows they touch in
 * one fixed order (by id, so two posts never wait on each other in a circle), checks that none goes below zero,
 * then writes each transfer with its two entries (summing to zero) and the new balances. Labora's own accounts
 * are not locked: they keep no balance. Answers the transfers' ids, in order.
 */
export async function postTransfers(tx: Executor, transfers: Transfer[], now: Date): Promise<string[]> {
  for (const t of transfers) {
    if (!Number.isSafeInteger(t.amountCents) || t.amountCents <= 0) throw new RangeError('bad transfer amount');
    if (t.from.id === t.to.id) throw new RangeError('transfer to the same account');
  }
  const tracked = new Map<string, AccountRef>();
  for (const t of transfers) for (const a of [t.from, t.to]) if (isTracked(a)) tracked.set(a.id, a);
  const balances = await lockBalances(tx, [...tracked.values()]);

  const transferRows: (typeof ledgerTransfers.$inferInsert)[] = [];
  const entryRows: (typeof ledgerEntries.$inferInsert)[] = [];
  for (const t of transfers) {
    const id = t.id ?? randomUUID();
    transferRows.push({
      id,
      kind: t.kind,
      amountCents: t.amountCents,
      description: t.description,
      contractId: t.contractId ?? null,
      depositId: t.depositId ?? null,
      withdrawalId: t.withdrawalId ?? null,
      relatedId: t.relatedId ?? null,
      createdAt: now,
    });
    for (const [account, amount] of [
      [t.from, -t.amountCents],
      [t.to, t.amountCents],
    ] as const) {
      let after: number | null = null;
      if (isTracked(account)) {
        after = (balances.get(account.id) ?? 0) + amount;
        if (after < 0) throw new InsufficientFunds(account);
        balances.set(account.id, after);
      }
      entryRows.push({
        transferId: id,
        accountId: account.id,
        amountCents: amount,
        balanceAfterCents: after,
        createdAt: now,
      });
    }
  }
  await tx.insert(ledgerTransfers).values(transferRows);
  await tx.insert(ledgerEntries).values(entryRows);
  if (tracked.size) {
    // One statement for every balance: (id, balance) pairs joined in.
    const pairs = sql.join(
      [...tracked.keys()].map((id) => sql`(${id}::uuid, ${balances.get(id) ?? 0}::bigint)`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${ledgerAccounts} set balance_cents = v.balance
      from (values ${pairs}) as v(id, balance) where ${ledgerAccounts.id} = v.id`);
  }
  return transferRows.map((row) => row.id as string);
}

/** Creates the accounts that do not exist yet, then locks them in id order and reads their balances. */
async function lockBalances(tx: Executor, accounts: AccountRef[]): Promise<Map<string, number>> {
  if (!accounts.length) return new Map();
  await tx
    .insert(ledgerAccounts)
    .values(accounts.map((a) => ({ id: a.id, kind: a.kind, ownerId: a.id, balanceCents: 0 })))
    .onConflictDoNothing();
  const ids = accounts.map((a) => a.id).sort();
  const rows = await queryRows<{ id: string; balance: string | number }>(
    tx,
    sql`select id, balance_cents as balance from ${ledgerAccounts}
        where ${inArray(ledgerAccounts.id, ids)} order by id for update`,
  );
  return new Map(rows.map((r) => [r.id, Number(r.balance)]));
}

/** Balances of wallets and escrows as last written (no lock: for reading). */
export async function balancesOf(tx: Executor, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await tx
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balanceCents })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids));
  return new Map(rows.map((r) => [r.id, r.balance ?? 0]));
}

export interface LedgerCheck {
  /** Transfers whose entries do not sum to zero or are not exactly two. */
  unbalancedTransfers: number;
  /** Wallets and escrows whose kept balance differs from the sum of their entries or from their last entry. */
  balanceMismatches: number;
  /** Wallets and escrows below zero. */
  negativeBalances: number;
  /** The sum of every entry: zero when no money was made or lost. */
  totalCents: number;
  transfers: number;
}

/** The ledger's invariants, checked from the entries (tests, benchmarks, and an operator's `npm run` check). */
export async function checkLedger(db: Executor): Promise<LedgerCheck> {
  const [row] = await queryRows<Record<keyof LedgerCheck, string | number>>(
    db,
    sql`select
      (select count(*) from (select transfer_id from ledger_entries group by transfer_id
         having sum(amount_cents) <> 0 or count(*) <> 2) u)::int as "unbalancedTransfers",
      (select count(*) from ledger_accounts a
         left join (select account_id, sum(amount_cents) as total from ledger_entries group by account_id) s
           on s.account_id = a.id
         left join lateral (select balance_after_cents from ledger_entries e where e.account_id = a.id
           order by e.id desc limit 1) last on true
         where a.balance_cents is not null
           and (a.balance_cents <> coalesce(s.total, 0) or a.balance_cents <> coalesce(last.balance_after_cents, 0))
      )::int as "balanceMismatches",
      (select count(*) from ledger_accounts where balance_cents < 0)::int as "negativeBalances",
      (select coalesce(sum(amount_cents), 0) from ledger_entries)::bigint as "totalCents",
      (select count(*) from ledger_transfers)::int as "transfers"`,
  );
  return {
    unbalancedTransfers: Number(row?.unbalancedTransfers ?? 0),
    balanceMismatches: Number(row?.balanceMismatches ?? 0),
    negativeBalances: Number(row?.negativeBalances ?? 0),
    totalCents: Number(row?.totalCents ?? 0),
    transfers: Number(row?.transfers ?? 0),
  };
}
