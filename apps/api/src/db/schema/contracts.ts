import { CONTRACT_STATUSES } from '@labora/shared/contracts';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgEnum, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, ownedBy, primaryId } from './columns.js';
import { gigOrders } from './gigs.js';
import { jobs } from './jobs.js';
import { proposals } from './proposals.js';
import { users } from './users.js';

export const contractStatus = pgEnum('contract_status', CONTRACT_STATUSES);

/** A hiring: made when a client accepts a proposal (its value is the proposal's) or a seller a gig order. */
export const contracts = pgTable(
  'contracts',
  {
    id: primaryId(),
    // Hired from a proposal on a job, or from a gig order (then job and proposal are null).
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    proposalId: uuid('proposal_id')
      .unique()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    gigOrderId: uuid('gig_order_id')
      .unique()
      .references(() => gigOrders.id, { onDelete: 'set null' }),
    clientId: ownedBy('client_id', () => users.id),
    freelancerId: ownedBy('freelancer_id', () => users.id),
    // Copied from the job at hiring time: the contract keeps what was agreed even if the job changes.
    title: varchar('title', { length: 120 }).notNull(),
    description: text('description').notNull(),
    valueCents: bigint('value_cents', { mode: 'number' }).notNull(),
    status: contractStatus('status').notNull().default('aguardando_inicio'),
    progress: integer('progress').notNull().default(0),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    concludedAt: at('concluded_at'),
    /** When its escrow first held the full value (the wallet's 'payment'); it may start only after. */
    fundedAt: at('funded_at'),
    /**
     * The open dispute that freezes its escrow (no release, no automatic release) until it is closed; a plain id
     * (disputes references contracts), written only by the contracts module.
     */
    disputeId: uuid('dispute_id'),
    /**
     * An hourly contract (a job 'Por hora'): the rate per hour in centavos and the weekly limit of hours agreed when
     * hiring; both null for a fixed price. Its value is one week at the limit (the first payment); the weekly
     * statements (timesheet_statements) bill the tracked hours from its escrow.
     */
    hourlyRateCents: bigint('hourly_rate_cents', { mode: 'number' }),
    weeklyLimitHours: integer('weekly_limit_hours'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('contracts_client_idx').on(t.clientId, t.createdAt.desc().nullsFirst()),
    index('contracts_freelancer_idx').on(t.freelancerId, t.createdAt.desc().nullsFirst()),
    check(
      'contracts_hourly_terms',
      sql`(${t.hourlyRateCents} is null and ${t.weeklyLimitHours} is null) or (${t.hourlyRateCents} > 0 and ${t.weeklyLimitHours} between 1 and 168)`,
    ),
  ],
);
export type ContractRow = typeof contracts.$inferSelect;

export const deliveryStatus = pgEnum('delivery_status', ['pending', 'accepted', 'changes_requested']);

/**
 * 'Entregar': the freelancer hands in the work (a message and files). The client releases the escrow (accepted)
 * or asks for changes with a message; left unanswered WALLET_LIMITS.autoReleaseDays, the escrow is released.
 */
export const contractDeliveries = pgTable(
  'contract_deliveries',
  {
    id: primaryId(),
    contractId: ownedBy('contract_id', () => contracts.id),
    message: text('message').notNull(),
    status: deliveryStatus('status').notNull().default('pending'),
    /** The client's answer when asking for changes. */
    answer: text('answer'),
    answeredAt: at('answered_at'),
    createdAt: at('created_at').notNull(),
    /** When the client was reminded that the payment releases itself soon (once per delivery). */
    remindedAt: at('reminded_at'),
  },
  (t) => [
    index('contract_deliveries_contract_idx').on(t.contractId, t.createdAt),
    index('contract_deliveries_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
  ],
);

/** A delivery's files, stored by the upload pipeline (lib/attachments.ts) like a job's attachments. */
export const deliveryFiles = pgTable(
  'delivery_files',
  {
    id: primaryId(),
    deliveryId: ownedBy('delivery_id', () => contractDeliveries.id),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    storageName: varchar('storage_name', { length: 80 }).notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('delivery_files_delivery_idx').on(t.deliveryId)],
);
