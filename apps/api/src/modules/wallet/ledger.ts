import { randomUUID } from 'node:crypto';
import type { TTransferKind } from '@labora/shared/wallet';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { ledgerAccounts } from '../../db/schema/wallet.js';
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

  const transferRows: SQL[] = [];
  const entryRows: SQL[] = [];
  const ids: string[] = [];
  for (const t of transfers) {
    const id = t.id ?? randomUUID();
    ids.push(id);
    transferRows.push(
      sql`(${id}::uuid, ${t.kind}::transfer_kind, ${t.amountCents}::bigint, ${t.description}, ${t.contractId ?? null}::uuid,
           ${t.depositId ?? null}::uuid, ${t.withdrawalId ?? null}::uuid, ${t.relatedId ?? null}::uuid, ${now}::timestamptz)`,
    );
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
      entryRows.push(sql`(${id}::uuid, ${account.id}::uuid, ${amount}::bigint, ${after}::bigint, ${now}::timestamptz)`);
    }
  }
  // One statement: the transfers, their entries and the new balances (one round trip, whatever the count).
  const balanceRows = [...tracked.keys()].map((id) => sql`(${id}::uuid, ${balances.get(id) ?? 0}::bigint)`);
  await tx.execute(sql`
    with transfers as (
      insert into ledger_transfers (id, kind, amount_cents, description, contract_id, deposit_id, withdrawal_id,
                                    related_id, created_at)
      values ${sql.join(transferRows, sql`, `)}
    ), entries as (
      insert into ledger_entries (transfer_id, account_id, amount_cents, balance_after_cents, created_at)
      values ${sql.join(entryRows, sql`, `)}
    )
    ${
      balanceRows.length
        ? sql`update ledger_accounts set balance_cents = v.balance
              from (values ${sql.join(balanceRows, sql`, `)}) as v(id, balance) where ledger_accounts.id = v.id`
        : sql`select 1`
    }`);
  return ids;
}

/**
 * Creates the accounts that do not exist yet and locks them all, in id order, reading their balances: one
 * statement (an upsert that rewrites nothing but takes each row's lock).
 */
async function lockBalances(tx: Executor, accounts: AccountRef[]): Promise<Map<string, number>> {
  if (!accounts.length) return new Map();
  const sorted = [...accounts].sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
  const rows = await queryRows<{ id: string; balance: string | number }>(
    tx,
    sql`insert into ledger_accounts (id, kind, owner_id, balance_cents)
        values ${sql.join(
          sorted.map((a) => sql`(${a.id}::uuid, ${a.kind}::ledger_account_kind, ${a.id}::uuid, 0)`),
          sql`, `,
        )}
        on conflict (id) do update set balance_cents = ledger_accounts.balance_cents
        returning id, balance_cents as balance`,
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
  /**
   * Wallets and escrows holding money with nobody to hold it for: a wallet whose person, or an escrow whose contract
   * or gig order, is gone (a deletion's cascade took it while money waited in it).
   */
  ownerlessBalances: number;
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
      (select count(*) from ledger_accounts a where a.balance_cents <> 0 and (
         (a.kind = 'wallet' and not exists (select 1 from users u where u.id = a.id)) or
         (a.kind = 'escrow' and not exists (select 1 from contracts c where c.id = a.id)
                            and not exists (select 1 from gig_orders o where o.id = a.id)))
      )::int as "ownerlessBalances",
      (select coalesce(sum(amount_cents), 0) from ledger_entries)::bigint as "totalCents",
      (select count(*) from ledger_transfers)::int as "transfers"`,
  );
  return {
    unbalancedTransfers: Number(row?.unbalancedTransfers ?? 0),
    balanceMismatches: Number(row?.balanceMismatches ?? 0),
    negativeBalances: Number(row?.negativeBalances ?? 0),
    ownerlessBalances: Number(row?.ownerlessBalances ?? 0),
    totalCents: Number(row?.totalCents ?? 0),
    transfers: Number(row?.transfers ?? 0),
  };
}
