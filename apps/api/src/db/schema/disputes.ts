import {
  AGREEMENT_STATUSES,
  DECISION_SOURCES,
  DISPUTE_ACTOR_ROLES,
  DISPUTE_ENTRY_KINDS,
  DISPUTE_REASONS,
  DISPUTE_STATUSES,
} from '@labora/shared/disputes';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { contracts } from './contracts.js';
import { users } from './users.js';

export const contractSide = pgEnum('contract_side', ['client', 'freelancer']);
export const agreementStatus = pgEnum('agreement_status', AGREEMENT_STATUSES);
export const disputeStatus = pgEnum('dispute_status', DISPUTE_STATUSES);
export const disputeReason = pgEnum('dispute_reason', DISPUTE_REASONS);
export const disputeEntryKind = pgEnum('dispute_entry_kind', DISPUTE_ENTRY_KINDS);
export const disputeActorRole = pgEnum('dispute_actor_role', DISPUTE_ACTOR_ROLES);
export const decisionSource = pgEnum('decision_source', DECISION_SOURCES);

/** 'Propor encerramento': a split of a started contract's escrow one side proposes and the other answers. */
export const contractAgreements = pgTable(
  'contract_agreements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    proposedBy: contractSide('proposed_by').notNull(),
    freelancerCents: bigint('freelancer_cents', { mode: 'number' }).notNull(),
    /** What the escrow held when it was proposed: the client's part is the rest of it. */
    escrowCents: bigint('escrow_cents', { mode: 'number' }).notNull(),
    status: agreementStatus('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    index('contract_agreements_contract_idx').on(t.contractId, t.createdAt),
    // At most one proposal waits for an answer per contract (a new one replaces it).
    uniqueIndex('contract_agreements_pending_key').on(t.contractId).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * A dispute over a started contract's escrow, frozen while it is open (contracts.dispute_id). Its deadlines are
 * stored as they were set; `nextDeadlineAt` is the earliest one still ahead of the case, which the deadlines job and
 * the moderators' queue read.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id').primaryKey(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    status: disputeStatus('status').notNull().default('awaiting_answer'),
    reason: disputeReason('reason').notNull(),
    openedBy: contractSide('opened_by').notNull(),
    answerBy: timestamp('answer_by', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    takeBy: timestamp('take_by', { withTimezone: true }),
    decideBy: timestamp('decide_by', { withTimezone: true }),
    defaultDecisionAt: timestamp('default_decision_at', { withTimezone: true }),
    flaggedAt: timestamp('flagged_at', { withTimezone: true }),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    moderatorId: uuid('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    // The decision (a moderator's, the clock's, or an admin's on appeal); the money moves only once it is final.
    decisionFreelancerCents: bigint('decision_freelancer_cents', { mode: 'number' }),
    decisionReason: text('decision_reason'),
    decisionSource: decisionSource('decision_source'),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    appealBy: timestamp('appeal_by', { withTimezone: true }),
    clientAcceptedAt: timestamp('client_accepted_at', { withTimezone: true }),
    freelancerAcceptedAt: timestamp('freelancer_accepted_at', { withTimezone: true }),
    appealedBy: contractSide('appealed_by'),
    appealedAt: timestamp('appealed_at', { withTimezone: true }),
    appealReviewBy: timestamp('appeal_review_by', { withTimezone: true }),
    /** Decided on appeal: the admin who reviewed it (never the one who decided). */
    reviewedById: uuid('reviewed_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** The earliest deadline still ahead of the case; null once closed. */
    nextDeadlineAt: timestamp('next_deadline_at', { withTimezone: true }),
    // Closed: the split that moved, and who lost it (shared loserOf; null for an even split or an agreement).
    finalFreelancerCents: bigint('final_freelancer_cents', { mode: 'number' }),
    finalClientCents: bigint('final_client_cents', { mode: 'number' }),
    loserId: uuid('loser_id'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // One open dispute per contract.
    uniqueIndex('disputes_open_contract_key').on(t.contractId).where(sql`${t.status} <> 'closed'`),
    index('disputes_contract_idx').on(t.contractId, t.createdAt),
    index('disputes_next_deadline_idx').on(t.nextDeadlineAt).where(sql`${t.status} <> 'closed'`),
    index('disputes_loser_idx').on(t.loserId).where(sql`${t.loserId} is not null`),
  ],
);
export type DisputeRow = typeof disputes.$inferSelect;

/** The case's timeline: every step, with the text written with it. */
export const disputeEntries = pgTable(
  'dispute_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    // The timeline's order: several steps may share an instant (a decision and its final move, a test's clock).
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    kind: disputeEntryKind('kind').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    role: disputeActorRole('role').notNull(),
    text: text('text'),
    freelancerCents: bigint('freelancer_cents', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('dispute_entries_dispute_idx').on(t.disputeId, t.seq)],
);

/** Files sent with a statement, an answer or evidence, stored by the upload pipeline (lib/attachments.ts). */
export const disputeFiles = pgTable(
  'dispute_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => disputeEntries.id, { onDelete: 'cascade' }),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    storageName: varchar('storage_name', { length: 80 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('dispute_files_entry_idx').on(t.entryId)],
);
export type AgreementRow = typeof contractAgreements.$inferSelect;
