import { EXPERIENCE_LEVELS, JOB_CATEGORIES, JOB_STATUSES, PROJECT_TYPES } from '@labora/shared/jobs';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, createdAt, ownedBy, primaryId } from './columns.js';
import { users } from './users.js';

export const jobCategory = pgEnum('job_category', JOB_CATEGORIES);
export const experienceLevel = pgEnum('experience_level', EXPERIENCE_LEVELS);
export const projectType = pgEnum('project_type', PROJECT_TYPES);
export const jobStatus = pgEnum('job_status', JOB_STATUSES);

export const jobs = pgTable(
  'jobs',
  {
    id: primaryId(),
    clientId: ownedBy('client_id', () => users.id),
    title: varchar('title', { length: 120 }).notNull(),
    category: jobCategory('category').notNull(),
    projectType: projectType('project_type').notNull().default('fixed'),
    budgetCents: bigint('budget_cents', { mode: 'number' }),
    hourlyRateCents: bigint('hourly_rate_cents', { mode: 'number' }),
    duration: varchar('duration', { length: 80 }).notNull(),
    experienceLevel: experienceLevel('experience_level').notNull().default('iniciante'),
    description: text('description').notNull(),
    requirements: text('requirements').notNull().default(''),
    location: varchar('location', { length: 120 }).notNull().default(''),
    remote: boolean('remote').notNull().default(false),
    preferredLanguages: varchar('preferred_languages', { length: 120 }).notNull().default(''),
    deliveryDeadline: date('delivery_deadline', { mode: 'string' }).notNull(),
    skills: text('skills').array().notNull().default([]),
    status: jobStatus('status').notNull().default('open'),
    // Title and skills folded by the database (labora_fold, migration 0005), trigram-indexed; the category,
    // one of ten names, is matched apart.
    searchText: text('search_text').notNull().generatedAlwaysAs(sql`labora_fold(title || ' ' || labora_join(skills))`),
    proposalCount: integer('proposal_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('jobs_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // The public list: open jobs, newest first (id breaks ties so pages never overlap).
    index('jobs_open_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'open'`),
    index('jobs_client_idx').on(t.clientId, t.createdAt.desc().nullsFirst()),
  ],
);
export type JobRow = typeof jobs.$inferSelect;

/** Files a client attached to a job; stored under DATA_DIR/uploads/jobs with random names. */
export const jobAttachments = pgTable(
  'job_attachments',
  {
    id: primaryId(),
    jobId: ownedBy('job_id', () => jobs.id),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    storageName: varchar('storage_name', { length: 80 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('job_attachments_job_idx').on(t.jobId)],
);

/** A client invited a freelancer to an open job (by e-mail); once per pair. */
export const jobInvitations = pgTable(
  'job_invitations',
  {
    id: primaryId(),
    jobId: ownedBy('job_id', () => jobs.id),
    freelancerId: ownedBy('freelancer_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('job_invitations_job_freelancer_key').on(t.jobId, t.freelancerId)],
);
