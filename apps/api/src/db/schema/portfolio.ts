import { index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** A piece of work a freelancer shows on their public profile, at the place (position, 0 first) they chose. */
export const portfolioItems = pgTable(
  'portfolio_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    freelancerId: uuid('freelancer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 120 }).notNull(),
    description: text('description').notNull().default(''),
    link: text('link'),
    skills: text('skills').array().notNull().default([]),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('portfolio_items_freelancer_idx').on(t.freelancerId, t.position)],
);
export type PortfolioItemRow = typeof portfolioItems.$inferSelect;

/** A picture of a portfolio item (a public WebP under /uploads/portfolio/), shown by position: the order added. */
export const portfolioPictures = pgTable(
  'portfolio_pictures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => portfolioItems.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('portfolio_pictures_item_idx').on(t.itemId, t.position)],
);
export type PortfolioPictureRow = typeof portfolioPictures.$inferSelect;
