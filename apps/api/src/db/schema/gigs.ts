import { bigint, boolean, index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { jobCategory } from './jobs.js';
import { users } from './users.js';

/** A service a freelancer sells at a set price (SPEC §3 "Gig"). */
export const gigs = pgTable(
  'gigs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 120 }).notNull(),
    description: text('description').notNull().default(''),
    category: jobCategory('category').notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    imageUrl: text('image_url'),
    hasVideoCall: boolean('has_video_call').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gigs_seller_idx').on(t.sellerId)],
);
export type GigRow = typeof gigs.$inferSelect;
