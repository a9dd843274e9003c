import { WITHDRAWAL_METHODS } from '@labora/shared/business-days';
import { DEPOSIT_METHODS, DEPOSIT_STATUSES, TRANSFER_KINDS, WITHDRAWAL_STATUSES } from '@labora/shared/wallet';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, createdAt, ownedBy, primaryId } from './columns.js';
import { users } from './users.js';

/**
 * The ledger (modules/wallet/ledger.ts). Its rows are financial records: they never change and are never
 * deleted (a trigger refuses it, migration 0018), so they hold plain ids without foreign keys: a person or a
 * contract may go, their money's history stays.
 */
export const ledgerAccountKind = pgEnum('ledger_account_kind', ['wallet', 'escrow', 'fees', 'withdrawing', 'external']);
export const transferKind = pgEnum('transfer_kind', TRANSFER_KINDS);

/**
 * One row per account. A wallet's id is its owner's user id and an escrow's id is its contract's id, so an
 * account is found without a lookup; Labora's own accounts have fixed ids (modules/wallet/accounts.ts).
 * Wallets and escrows keep their balance here, written in the same transaction as their entries under a row lock
 * and never below zero; Labora's accounts (fees, withdrawing, the outside world per rail) keep none (they are
 * never locked, so they are not a queue every payment waits in) and are summed from their entries.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey(),
    kind: ledgerAccountKind('kind').notNull(),
    /** The wallet's owner, or the escrow's contract, or the rail ('pix', 'card', 'bank') of an external account. */
    ownerId: uuid('owner_id'),
    rail: varchar('rail', { length: 10 }),
    balanceCents: bigint('balance_cents', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'ledger_accounts_balance',
      sql`(${t.kind} in ('wallet', 'escrow')) = (${t.balanceCents} is not null) and coalesce(${t.balanceCents}, 0) >= 0`,
    ),
  ],
);

/** A movement of money between accounts: its entries sum to zero. A correction is a new, reversing transfer. */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: primaryId(),
    kind: transferKind('kind').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** In Portuguese, as the statement shows it. */
    description: text('description').notNull(),
    contractId: uuid('contract_id'),
    depositId: uuid('deposit_id'),
    withdrawalId: uuid('withdrawal_id'),
    /** The transfer this one goes with: a fee with its release, a correction with the transfer it reverses. */
    relatedId: uuid('related_id'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check('ledger_transfers_amount', sql`${t.amountCents} > 0`),
    index('ledger_transfers_contract_idx').on(t.contractId),
    index('ledger_transfers_withdrawal_idx').on(t.withdrawalId),
    index('ledger_transfers_related_idx').on(t.relatedId),
  ],
);

/** One side of a transfer: money out of an account (negative) or into it (positive). */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** The account's balance after this entry (wallets and escrows; null for Labora's own accounts). */
    balanceAfterCents: bigint('balance_after_cents', { mode: 'number' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check('ledger_entries_amount', sql`${t.amountCents} <> 0`),
    index('ledger_entries_account_idx').on(t.accountId, t.id.desc()),
    index('ledger_entries_transfer_idx').on(t.transferId),
  ],
);

export const depositMethod = pgEnum('deposit_method', DEPOSIT_METHODS);
export const depositStatus = pgEnum('deposit_status', DEPOSIT_STATUSES);

/** Money coming in through the payment provider; completed, it becomes a 'deposit' transfer. */
export const deposits = pgTable(
  'deposits',
  {
    id: primaryId(),
    userId: uuid('user_id').notNull(),
    method: depositMethod('method').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    status: depositStatus('status').notNull().default('pending'),
    /** A contract's payment by PIX, card or bank: once the money is in, it pays this contract's escrow. */
    contractId: uuid('contract_id'),
    cardLast4: varchar('card_last4', { length: 4 }),
    bankReference: varchar('bank_reference', { length: 40 }),
    createdAt: at('created_at').notNull(),
    completedAt: at('completed_at'),
  },
  (t) => [
    check('deposits_amount', sql`${t.amountCents} > 0`),
    index('deposits_user_idx').on(t.userId, t.createdAt.desc()),
    index('deposits_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
  ],
);
export type DepositRow = typeof deposits.$inferSelect;

/**
 * A money POST's answer, per person and Idempotency-Key: a repeat with the same request gets it again and moves
 * nothing. Written in the same transaction as the movement, so a key is never kept without its effect.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id').notNull(),
    key: varchar('key', { length: 255 }).notNull(),
    /** SHA-256 of the method, the path and the request body. */
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

export const withdrawalMethod = pgEnum('withdrawal_method', WITHDRAWAL_METHODS);
export const withdrawalStatus = pgEnum('withdrawal_status', WITHDRAWAL_STATUSES);

/**
 * 'Solicitar Saque': the amount left the wallet at once (a 'withdrawal' transfer into the withdrawing account);
 * the settlement worker pays it out when due (net to the rail, the fee to Labora) or returns it on failure.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: primaryId(),
    userId: uuid('user_id').notNull(),
    method: withdrawalMethod('method').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    feeCents: bigint('fee_cents', { mode: 'number' }).notNull(),
    netCents: bigint('net_cents', { mode: 'number' }).notNull(),
    /** The destination, canonical (a PIX key, a bank account, a card's last 4 digits: never a full card number). */
    account: jsonb('account').notNull(),
    /** The destination as lists and receipts show it, masked. */
    accountLabel: varchar('account_label', { length: 160 }).notNull(),
    scheduledDate: varchar('scheduled_date', { length: 10 }),
    /** When the worker pays it out. */
    dueAt: at('due_at').notNull(),
    status: withdrawalStatus('status').notNull().default('processing'),
    failureReason: text('failure_reason'),
    createdAt: at('created_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [
    check(
      'withdrawals_amounts',
      sql`${t.amountCents} > 0 and ${t.feeCents} >= 0 and ${t.netCents} = ${t.amountCents} - ${t.feeCents}`,
    ),
    index('withdrawals_user_idx').on(t.userId, t.createdAt.desc()),
    index('withdrawals_due_idx').on(t.dueAt).where(sql`${t.status} = 'processing'`),
  ],
);
export type WithdrawalRow = typeof withdrawals.$inferSelect;

/**
 * Accounts a person saved for their next withdrawals ('Salvar esta conta para próximos saques'). Not financial
 * records (each withdrawal keeps its own copy of its account), so they go with their owner. The account is the
 * canonical one (a card only as its last 4 digits); the same account is saved once per person.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: primaryId(),
    userId: ownedBy('user_id', () => users.id),
    method: withdrawalMethod('method').notNull(),
    account: jsonb('account').notNull(),
    /** describePayoutAccount's masked text. */
    label: varchar('label', { length: 160 }).notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [unique('payout_accounts_user_account_key').on(t.userId, t.method, t.account)],
);
export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;
