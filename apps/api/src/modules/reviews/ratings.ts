import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { reviews } from '../../db/schema/reviews.js';

/**
 * `"table"."column"`: drizzle leaves a column unqualified in a one-table select, and inside a correlated
 * subquery an unqualified "id" would name the subquery's own table.
 */
export function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/**
 * A user's average rating (2 decimals) and count over published reviews, as SQL to select beside a row.
 * A review is published when its published_at has come (see reviews/service.ts: double-blind).
 */
export function ratingColumns(userId: AnyPgColumn, now: Date) {
  const published = sql`${reviews.revieweeId} = ${qualified(userId)} and ${reviews.publishedAt} <= ${now.toISOString()}`;
  return {
    rating: sql<number | null>`(select round(avg(${reviews.rating}), 2)::float8 from ${reviews} where ${published})`,
    reviewCount: sql<number>`(select count(*)::int from ${reviews} where ${published})`,
  };
}
