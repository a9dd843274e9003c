import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { contracts } from './contracts.js';
import { users } from './users.js';

/**
 * One review per side per concluded contract. Double-blind: a review is shown once both sides wrote theirs
 * or 14 days after the contract concluded; publishedAt records that moment.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    revieweeId: uuid('reviewee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reviews_contract_reviewer_key').on(t.contractId, t.reviewerId),
    index('reviews_reviewee_idx').on(t.revieweeId),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
