import { APPROVAL_SOURCES, STATEMENT_STATUSES } from '@labora/shared/timesheets';
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, ownedBy, primaryId } from './columns.js';
import { contracts } from './contracts.js';

export const statementStatus = pgEnum('statement_status', STATEMENT_STATUSES);
export const statementApprovalSource = pgEnum('statement_approval_source', APPROVAL_SOURCES);

/**
 * An hourly contract's week (Monday–Sunday, São Paulo), closed into what it bills (shared/timesheets.ts says how).
 * One row per contract and week (the unique key): closing twice makes nothing, and its one approval is the week's
 * one release from the escrow.
 */
export const timesheetStatements = pgTable(
  'timesheet_statements',
  {
    id: primaryId(),
    contractId: ownedBy('contract_id', () => contracts.id),
    /** The week's Monday, São Paulo. */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    minutes: integer('minutes').notNull(),
    billableMinutes: integer('billable_minutes').notNull(),
    overLimitMinutes: integer('over_limit_minutes').notNull(),
    rateCents: bigint('rate_cents', { mode: 'number' }).notNull(),
    dueCents: bigint('due_cents', { mode: 'number' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    unfundedCents: bigint('unfunded_cents', { mode: 'number' }).notNull(),
    status: statementStatus('status').notNull().default('pending'),
    closedAt: at('closed_at').notNull(),
    approvedAt: at('approved_at'),
    approvedBy: statementApprovalSource('approved_by'),
    /** What the approval released (gross) and Labora's fee in it. */
    releasedCents: bigint('released_cents', { mode: 'number' }).notNull().default(0),
    feeCents: bigint('fee_cents', { mode: 'number' }).notNull().default(0),
    question: text('question'),
    questionedAt: at('questioned_at'),
    answer: text('answer'),
    answeredAt: at('answered_at'),
  },
  (t) => [
    uniqueIndex('timesheet_statements_week_key').on(t.contractId, t.weekStart),
    // The automatic approval's queue: the pending ones, oldest first.
    index('timesheet_statements_pending_idx').on(t.closedAt).where(sql`${t.status} = 'pending'`),
  ],
);
export type StatementRow = typeof timesheetStatements.$inferSelect;
