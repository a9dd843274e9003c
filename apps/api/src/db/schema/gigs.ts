import type { TGigOrderStatus, TGigPackageTier } from '@labora/shared/gigs';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, createdAt, ownedBy, primaryId } from './columns.js';
import { jobCategory } from './jobs.js';
import { users } from './users.js';

/** A service a freelancer sells at a set price (SPEC §3 "Gig"). */
export const gigs = pgTable(
  'gigs',
  {
    id: primaryId(),
    sellerId: ownedBy('seller_id', () => users.id),
    title: varchar('title', { length: 120 }).notNull(),
    description: text('description').notNull().default(''),
    category: jobCategory('category').notNull(),
    /** The lowest package price ('A partir de'), kept with the packages in one transaction so lists need no join. */
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    imageUrl: text('image_url'),
    hasVideoCall: boolean('has_video_call').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('gigs_seller_idx').on(t.sellerId)],
);
export type GigRow = typeof gigs.$inferSelect;

// Shared's GIG_PACKAGE_TIERS written out, as for the order statuses below.
export const gigPackageTier = pgEnum('gig_package_tier', [
  'basico',
  'padrao',
  'premium',
] as const satisfies readonly TGigPackageTier[]);

/** A gig's Básico / Padrão / Premium: price, delivery days, revisions and what is included. */
export const gigPackages = pgTable(
  'gig_packages',
  {
    gigId: ownedBy('gig_id', () => gigs.id),
    tier: gigPackageTier('tier').notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    deliveryDays: integer('delivery_days').notNull(),
    revisions: integer('revisions').notNull(),
    included: text('included').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    primaryKey({ columns: [t.gigId, t.tier] }),
    check('gig_packages_price_positive', sql`${t.priceCents} > 0`),
    check('gig_packages_delivery_days_positive', sql`${t.deliveryDays} > 0`),
    check('gig_packages_revisions_not_negative', sql`${t.revisions} >= 0`),
  ],
);
export type GigPackageRow = typeof gigPackages.$inferSelect;

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
    id: primaryId(),
    gigId: uuid('gig_id').references(() => gigs.id, { onDelete: 'set null' }),
    buyerId: ownedBy('buyer_id', () => users.id),
    sellerId: ownedBy('seller_id', () => users.id),
    gigTitle: varchar('gig_title', { length: 120 }).notNull(),
    gigDescription: text('gig_description').notNull().default(''),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    // The package as ordered. Orders from before packages were Básico at 14 days (the old fixed due date), 1 revision.
    packageTier: gigPackageTier('package_tier').notNull().default('basico'),
    deliveryDays: integer('delivery_days').notNull().default(14),
    revisions: integer('revisions').notNull().default(1),
    included: text('included').array().notNull().default(sql`'{}'::text[]`),
    message: text('message').notNull().default(''),
    status: gigOrderStatus('status').notNull().default('pending'),
    createdAt: createdAt(),
    answeredAt: at('answered_at'),
  },
  (t) => [
    // One order waiting per buyer and gig: a second 'Contratar' is refused until the seller answers.
    uniqueIndex('gig_orders_pending_key').on(t.gigId, t.buyerId).where(sql`${t.status} = 'pending'`),
    index('gig_orders_buyer_idx').on(t.buyerId, t.createdAt.desc().nullsFirst()),
    index('gig_orders_seller_idx').on(t.sellerId, t.createdAt.desc().nullsFirst()),
  ],
);
export type GigOrderRow = typeof gigOrders.$inferSelect;
