import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { at } from './columns.js';

/** Fixed-window counters, kept in the database so every API process sees the same limits. */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 320 }).primaryKey(),
  windowStart: at('window_start').notNull(),
  hits: integer('hits').notNull(),
});
