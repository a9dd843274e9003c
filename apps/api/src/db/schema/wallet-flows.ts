import { bigint, date, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';

/**
 * What each wallet received and paid, summed by São Paulo day and by São Paulo month: a cache of the ledger kept
 * by a trigger on ledger_entries (migration wallet_flows), in the transaction that writes the entries, so the dashboard's
 * 'Ganhos' read a few rows instead of every entry of a wallet. received = 'release' entries into the wallet (net
 * of the fee, its own transfer); paid = 'payment' entries out of it less 'refund' entries back in. The ledger
 * stays the record: these rows are derived from it and rebuilt from it by the migration.
 */
const flowColumns = {
  /** The wallet's owner (a wallet's account id is its owner's id). */
  userId: uuid('user_id').notNull(),
  receivedCents: bigint('received_cents', { mode: 'number' }).notNull().default(0),
  paidCents: bigint('paid_cents', { mode: 'number' }).notNull().default(0),
};

export const walletFlowDays = pgTable(
  'wallet_flow_days',
  { ...flowColumns, day: date('day', { mode: 'string' }).notNull() },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

export const walletFlowMonths = pgTable(
  'wallet_flow_months',
  {
    ...flowColumns,
    /** The month's first day. */
    month: date('month', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);
