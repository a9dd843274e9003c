import { CONTRACT_MESSAGES } from '@labora/shared/contracts';
import { REVIEW_LIMITS, REVIEW_MESSAGES, type TCreateReviewRequest, type TReview } from '@labora/shared/reviews';
import { and, desc, eq, lte, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { refreshStatsOf } from '../../db/people-stats.js';
import { contracts } from '../../db/schema/contracts.js';
import { reviews } from '../../db/schema/reviews.js';
import { type UserRow, users } from '../../db/schema/users.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { recordEvent } from '../../lib/event-log.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { qualified } from '../../lib/qualified-column.js';
import { notificationTexts, notify } from '../notifications/service.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A user's average rating (2 decimals) and count over published reviews, as SQL to select beside a row
 * (jobs show their client's, freelancers and gigs their seller's). A review is published when its
 * published_at has come: double-blind, see createReview.
 */
export function ratingColumns(userId: AnyPgColumn, now: Date) {
  const published = sql`${reviews.revieweeId} = ${qualified(userId)} and ${reviews.publishedAt} <= ${now.toISOString()}`;
  return {
    rating: sql<number | null>`(select round(avg(${reviews.rating}), 2)::float8 from ${reviews} where ${published})`,
    reviewCount: sql<number>`(select count(*)::int from ${reviews} where ${published})`,
  };
}

/**
 * The same average and count as a subquery to join laterally (`.leftJoinLateral(sub, sql\`true\`)`): one
 * aggregate per row instead of two correlated subqueries, about half the cost of ratingColumns on a page.
 */
export function ratingSubquery(db: Executor, userId: AnyPgColumn, now: Date, alias: string) {
  return db
    .select({
      rating: sql<number | null>`round(avg(${reviews.rating}), 2)::float8`.as(`${alias}_rating`),
      reviewCount: sql<number>`count(*)::int`.as(`${alias}_review_count`),
    })
    .from(reviews)
    .where(sql`${reviews.revieweeId} = ${qualified(userId)} and ${reviews.publishedAt} <= ${now.toISOString()}`)
    .as(alias);
}

/**
 * One side reviews the other after the contract concluded, once. Double-blind: the review is dated to publish
 * REVIEW_LIMITS.blindDays after the conclusion; when the second review arrives both publish at once.
 */
export async function createReview(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { actor: UserRow; contractId: string; review: Required<TCreateReviewRequest> },
): Promise<void> {
  const now = deps.clock.now();
  try {
    await deps.db.transaction(async (tx) => {
      const [contract] = await tx.select().from(contracts).where(eq(contracts.id, input.contractId)).for('update');
      if (!contract) throw new AppError('NOT_FOUND', CONTRACT_MESSAGES.notFound);
      const isClient = contract.clientId === input.actor.id;
      if (!isClient && contract.freelancerId !== input.actor.id) {
        throw new AppError('FORBIDDEN', CONTRACT_MESSAGES.forbidden);
      }
      if (contract.status !== 'concluido' || !contract.concludedAt) {
        throw new AppError('CONTRACT_NOT_CONCLUDED', REVIEW_MESSAGES.notConcluded);
      }
      const [other] = await tx
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.contractId, contract.id), ne(reviews.reviewerId, input.actor.id)));
      const blindUntil = new Date(contract.concludedAt.getTime() + REVIEW_LIMITS.blindDays * DAY_MS);
      await tx.insert(reviews).values({
        contractId: contract.id,
        reviewerId: input.actor.id,
        revieweeId: isClient ? contract.freelancerId : contract.clientId,
        rating: input.review.rating,
        comment: input.review.comment,
        createdAt: now,
        publishedAt: other ? now : blindUntil,
      });
      if (other) await tx.update(reviews).set({ publishedAt: now }).where(eq(reviews.id, other.id));
      await refreshStatsOf(tx, [contract.clientId, contract.freelancerId], now);
      // Told that a review came (not what it says: it stays blind until it publishes).
      const reviewed = notificationTexts.reviewReceived({
        userId: isClient ? contract.freelancerId : contract.clientId,
        reviewerName: `${input.actor.firstName} ${input.actor.lastName}`,
        title: contract.title,
        contractId: contract.id,
      });
      await notify(tx, now, [reviewed]);
      recordEvent(tx, {
        type: 'review.published',
        audience: [contract.clientId, contract.freelancerId],
        actorId: input.actor.id,
        data: { contractId: contract.id },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('ALREADY_REVIEWED', REVIEW_MESSAGES.alreadyReviewed);
    throw error;
  }
}

/** A user's published reviews, newest first, with their average and count. */
export async function listUserReviews(deps: Deps, input: { userId: string; page: number; pageSize: number }) {
  const now = deps.clock.now();
  const [summary] = await deps.db.select(ratingColumns(users.id, now)).from(users).where(eq(users.id, input.userId));
  if (!summary) throw new AppError('NOT_FOUND', 'Usuário não encontrado.');
  const rows = await deps.db
    .select({
      review: reviews,
      title: contracts.title,
      firstName: users.firstName,
      lastName: users.lastName,
      avatarUrl: users.avatarUrl,
    })
    .from(reviews)
    .innerJoin(contracts, eq(contracts.id, reviews.contractId))
    .innerJoin(users, eq(users.id, reviews.reviewerId))
    .where(and(eq(reviews.revieweeId, input.userId), lte(reviews.publishedAt, now)))
    .orderBy(desc(reviews.publishedAt), desc(reviews.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const items: TReview[] = rows.map((r) => ({
    id: r.review.id,
    contractId: r.review.contractId,
    contractTitle: r.title,
    rating: r.review.rating,
    comment: r.review.comment,
    createdAt: r.review.createdAt.toISOString(),
    reviewer: { id: r.review.reviewerId, name: `${r.firstName} ${r.lastName}`, avatarUrl: r.avatarUrl },
  }));
  return { rating: summary.rating, reviewCount: summary.reviewCount, items };
}
