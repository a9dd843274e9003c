import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { reviews } from '../../db/schema/reviews.js';

/**
 * A user's average rating (2 decimals) and count over published reviews, as SQL to select beside a row.
 * A review is published when its published_at has come (see reviews/service.ts: double-blind).
 */
export function ratingColumns(userId: AnyColumn | SQL, now: Date) {
  const published = sql`${reviews.revieweeId} = ${userId} and ${reviews.publishedAt} <= ${now.toISOString()}`;
  return {
    rating: sql<number | null>`(select round(avg(${reviews.rating}), 2)::float8 from ${reviews} where ${published})`,
    reviewCount: sql<number>`(select count(*)::int from ${reviews} where ${published})`,
  };
}
