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
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, ownedBy, primaryId } from './columns.js';
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
    id: primaryId(),
    contractId: ownedBy('contract_id', () => contracts.id),
    proposedBy: contractSide('proposed_by').notNull(),
    freelancerCents: bigint('freelancer_cents', { mode: 'number' }).notNull(),
    /** What the escrow held when it was proposed: the client's part is the rest of it. */
    escrowCents: bigint('escrow_cents', { mode: 'number' }).notNull(),
    status: agreementStatus('status').notNull().default('pending'),
    createdAt: at('created_at').notNull(),
    answeredAt: at('answered_at'),
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
    contractId: ownedBy('contract_id', () => contracts.id),
    status: disputeStatus('status').notNull().default('awaiting_answer'),
    reason: disputeReason('reason').notNull(),
    openedBy: contractSide('opened_by').notNull(),
    answerBy: at('answer_by').notNull(),
    answeredAt: at('answered_at'),
    takeBy: at('take_by'),
    decideBy: at('decide_by'),
    defaultDecisionAt: at('default_decision_at'),
    flaggedAt: at('flagged_at'),
    escalatedAt: at('escalated_at'),
    moderatorId: uuid('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    takenAt: at('taken_at'),
    // The decision (a moderator's, the clock's, or an admin's on appeal); the money moves only once it is final.
    decisionFreelancerCents: bigint('decision_freelancer_cents', { mode: 'number' }),
    decisionReason: text('decision_reason'),
    decisionSource: decisionSource('decision_source'),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: at('decided_at'),
    appealBy: at('appeal_by'),
    clientAcceptedAt: at('client_accepted_at'),
    freelancerAcceptedAt: at('freelancer_accepted_at'),
    appealedBy: contractSide('appealed_by'),
    appealedAt: at('appealed_at'),
    appealReviewBy: at('appeal_review_by'),
    /** Decided on appeal: the admin who reviewed it (never the one who decided). */
    reviewedById: uuid('reviewed_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** The earliest deadline still ahead of the case; null once closed. */
    nextDeadlineAt: at('next_deadline_at'),
    // Closed: the split that moved, and who lost it (shared loserOf; null for an even split or an agreement).
    finalFreelancerCents: bigint('final_freelancer_cents', { mode: 'number' }),
    finalClientCents: bigint('final_client_cents', { mode: 'number' }),
    loserId: uuid('loser_id'),
    closedAt: at('closed_at'),
    createdAt: at('created_at').notNull(),
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
    id: primaryId(),
    disputeId: ownedBy('dispute_id', () => disputes.id),
    // The timeline's order: several steps may share an instant (a decision and its final move, a test's clock).
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    kind: disputeEntryKind('kind').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    role: disputeActorRole('role').notNull(),
    text: text('text'),
    freelancerCents: bigint('freelancer_cents', { mode: 'number' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('dispute_entries_dispute_idx').on(t.disputeId, t.seq)],
);

/** Files sent with a statement, an answer or evidence, stored by the upload pipeline (lib/attachments.ts). */
export const disputeFiles = pgTable(
  'dispute_files',
  {
    id: primaryId(),
    entryId: ownedBy('entry_id', () => disputeEntries.id),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    storageName: varchar('storage_name', { length: 80 }).notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('dispute_files_entry_idx').on(t.entryId)],
);
export type AgreementRow = typeof contractAgreements.$inferSelect;
