import { PROPOSAL_STATUSES } from '@labora/shared/proposals';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, ownedBy, primaryId } from './columns.js';
import { jobs } from './jobs.js';
import { users } from './users.js';

export const proposalStatus = pgEnum('proposal_status', PROPOSAL_STATUSES);

export const proposals = pgTable(
  'proposals',
  {
    id: primaryId(),
    jobId: ownedBy('job_id', () => jobs.id),
    freelancerId: ownedBy('freelancer_id', () => users.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    deliveryDays: integer('delivery_days').notNull(),
    coverLetter: text('cover_letter').notNull(),
    status: proposalStatus('status').notNull().default('pending'),
    // When the job's owner first saw it in the job's inbox; null while new to them (the "3 novas" of their jobs).
    clientSeenAt: at('client_seen_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // One proposal per freelancer per job, enforced by the database under any concurrency.
    uniqueIndex('proposals_job_freelancer_key').on(t.jobId, t.freelancerId),
    index('proposals_freelancer_idx').on(t.freelancerId, t.createdAt.desc().nullsFirst()),
    // The owner's count of new proposals per job: only the pending ones not seen yet, a small part of the table.
    index('proposals_unseen_idx').on(t.jobId).where(sql`${t.status} = 'pending' and ${t.clientSeenAt} is null`),
  ],
);
export type ProposalRow = typeof proposals.$inferSelect;
