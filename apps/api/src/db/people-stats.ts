import { inArray, lte, type SQL, sql } from 'drizzle-orm';
import { qualified } from '../lib/qualified-column.js';
import type { Executor } from './client.js';
import { contracts } from './schema/contracts.js';
import { reviews } from './schema/reviews.js';
import { users } from './schema/users.js';

/**
 * What a users row keeps of its reviews and contracts (rating_sum, review_count, completed_contracts and
 * reviews_due_at), recomputed from those rows for the users `where` picks. The freelancers list orders and
 * filters 100,000 people by them, which per-row aggregates cannot do fast. Callers run it in the transaction
 * that changed the source rows (a review written, a contract concluded, an account erased), so the copy
 * never disagrees with them; a review that publishes by itself later (double-blind, 14 days) is counted by
 * countDueReviews. `now` decides which reviews are published, as everywhere else (deps.clock).
 */
export async function refreshPeopleStats(db: Executor, input: { where: SQL; now: Date }): Promise<void> {
  const id = qualified(users.id);
  const now = input.now.toISOString();
  const published = sql`${reviews.revieweeId} = ${id} and ${reviews.publishedAt} <= ${now}`;
  await db
    .update(users)
    .set({
      ratingSum: sql`(select coalesce(sum(${reviews.rating}), 0)::int from ${reviews} where ${published})`,
      reviewCount: sql`(select count(*)::int from ${reviews} where ${published})`,
      completedContracts: sql`(select count(*)::int from ${contracts} where ${contracts.freelancerId} = ${id} and ${contracts.status} = 'concluido')`,
      reviewsDueAt: sql`(select min(${reviews.publishedAt}) from ${reviews} where ${reviews.revieweeId} = ${id} and ${reviews.publishedAt} > ${now})`,
    })
    .where(input.where);
}

/** refreshPeopleStats for these users (none: nothing to do). */
export async function refreshStatsOf(db: Executor, userIds: readonly string[], now: Date): Promise<void> {
  const ids = [...new Set(userIds)];
  if (ids.length) await refreshPeopleStats(db, { where: inArray(users.id, ids), now });
}

/**
 * Counts the double-blind reviews whose day has come (reviews_due_at passed) into their users' stats. Cheap
 * when there is nothing to do (one index probe), so every read of the stats calls it first.
 */
export async function countDueReviews(db: Executor, now: Date): Promise<void> {
  const due = lte(users.reviewsDueAt, now);
  const [any] = await db.select({ id: users.id }).from(users).where(due).limit(1);
  if (any) await refreshPeopleStats(db, { where: due, now });
}
