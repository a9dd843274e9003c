import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Fixed-window counters, kept in the database so every API process sees the same limits. */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 320 }).primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});
