import type { TGigOrderStatus } from '@labora/shared/gigs';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
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

// Shared's GIG_ORDER_STATUSES written out: drizzle-kit reads this file against the built shared package.
export const gigOrderStatus = pgEnum('gig_order_status', [
  'pending',
  'accepted',
  'declined',
  'cancelled',
] as const satisfies readonly TGigOrderStatus[]);

/**
 * A client's 'Contratar' on a gig: the seller accepts (a contract points back at the order) or declines. It keeps
 * the gig's title, description and price as ordered; the gig may be edited or removed (gig_id null) afterwards.
 */
export const gigOrders = pgTable(
  'gig_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gigId: uuid('gig_id').references(() => gigs.id, { onDelete: 'set null' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gigTitle: varchar('gig_title', { length: 120 }).notNull(),
    gigDescription: text('gig_description').notNull().default(''),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    message: text('message').notNull().default(''),
    status: gigOrderStatus('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    // One order waiting per buyer and gig: a second 'Contratar' is refused until the seller answers.
    uniqueIndex('gig_orders_pending_key').on(t.gigId, t.buyerId).where(sql`${t.status} = 'pending'`),
    index('gig_orders_buyer_idx').on(t.buyerId, t.createdAt.desc().nullsFirst()),
    index('gig_orders_seller_idx').on(t.sellerId, t.createdAt.desc().nullsFirst()),
  ],
);
export type GigOrderRow = typeof gigOrders.$inferSelect;
