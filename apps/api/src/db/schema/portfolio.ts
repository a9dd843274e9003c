import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, ownedBy, primaryId } from './columns.js';
import { users } from './users.js';

/** A piece of work a freelancer shows on their public profile, at the place (position, 0 first) they chose. */
export const portfolioItems = pgTable(
  'portfolio_items',
  {
    id: primaryId(),
    freelancerId: ownedBy('freelancer_id', () => users.id),
    title: varchar('title', { length: 120 }).notNull(),
    description: text('description').notNull().default(''),
    link: text('link'),
    skills: text('skills').array().notNull().default([]),
    position: integer('position').notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('portfolio_items_freelancer_idx').on(t.freelancerId, t.position)],
);
export type PortfolioItemRow = typeof portfolioItems.$inferSelect;

/** A picture of a portfolio item (a public WebP under /uploads/portfolio/), shown by position: the order added. */
export const portfolioPictures = pgTable(
  'portfolio_pictures',
  {
    id: primaryId(),
    itemId: ownedBy('item_id', () => portfolioItems.id),
    url: text('url').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('portfolio_pictures_item_idx').on(t.itemId, t.position)],
);
export type PortfolioPictureRow = typeof portfolioPictures.$inferSelect;
