import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, ownedBy, primaryId } from './columns.js';
import { contracts } from './contracts.js';
import { users } from './users.js';

/**
 * One review per side per concluded contract. Double-blind: a review is shown once both sides wrote theirs
 * or 14 days after the contract concluded; publishedAt records that moment.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: primaryId(),
    contractId: ownedBy('contract_id', () => contracts.id),
    reviewerId: ownedBy('reviewer_id', () => users.id),
    revieweeId: ownedBy('reviewee_id', () => users.id),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
    publishedAt: at('published_at'),
  },
  (t) => [
    uniqueIndex('reviews_contract_reviewer_key').on(t.contractId, t.reviewerId),
    index('reviews_reviewee_idx').on(t.revieweeId),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
