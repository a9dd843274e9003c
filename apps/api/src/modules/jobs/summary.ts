import type { TJobSummary } from '@labora/shared/jobs';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { type JobRow, jobs } from '../../db/schema/jobs.js';
import { users } from '../../db/schema/users.js';
import { ratingSubquery } from '../reviews/service.js';

// A job card's columns and query, shared by the search (service.ts) and the recommendations.

/** The columns a job card shows (not the long texts of the job page, nor the search column). */
export const summaryColumns = {
  id: jobs.id,
  clientId: jobs.clientId,
  title: jobs.title,
  category: jobs.category,
  projectType: jobs.projectType,
  budgetCents: jobs.budgetCents,
  hourlyRateCents: jobs.hourlyRateCents,
  experienceLevel: jobs.experienceLevel,
  description: jobs.description,
  location: jobs.location,
  remote: jobs.remote,
  skills: jobs.skills,
  deliveryDeadline: jobs.deliveryDeadline,
  status: jobs.status,
  proposalCount: jobs.proposalCount,
  createdAt: jobs.createdAt,
};
type SummaryJob = Pick<JobRow, keyof typeof summaryColumns>;

/** A job's columns with what the cards show of its client, whose rating comes from a lateral join. */
export function summaryQuery<J extends Record<string, AnyPgColumn>, E extends Record<string, SQL>>(
  db: Executor,
  now: Date,
  job: J,
  extra: E,
) {
  const rating = ratingSubquery(db, jobs.clientId, now, 'client_rating');
  return db
    .select({
      ...extra,
      job,
      clientFirstName: users.firstName,
      clientLastName: users.lastName,
      clientAvatarUrl: users.avatarUrl,
      clientRating: rating.rating,
      clientReviewCount: rating.reviewCount,
    })
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.clientId))
    .leftJoinLateral(rating, sql`true`);
}
type SummaryRow = {
  job: SummaryJob;
  newProposalCount?: number | null;
  clientFirstName: string;
  clientLastName: string;
  clientAvatarUrl: string | null;
  clientRating: number | null;
  clientReviewCount: number;
};

export function toSummary(row: SummaryRow): TJobSummary {
  const { job } = row;
  return {
    id: job.id,
    title: job.title,
    category: job.category,
    projectType: job.projectType,
    budgetCents: job.budgetCents,
    hourlyRateCents: job.hourlyRateCents,
    experienceLevel: job.experienceLevel,
    description: job.description,
    location: job.location,
    remote: job.remote,
    skills: job.skills,
    deliveryDeadline: job.deliveryDeadline,
    status: job.status,
    proposalCount: job.proposalCount,
    ...(row.newProposalCount == null ? {} : { newProposalCount: row.newProposalCount }),
    createdAt: job.createdAt.toISOString(),
    client: {
      id: job.clientId,
      name: `${row.clientFirstName} ${row.clientLastName}`,
      avatarUrl: row.clientAvatarUrl,
      rating: row.clientRating,
      reviewCount: row.clientReviewCount,
    },
  };
}
