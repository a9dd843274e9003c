import { pgTable, varchar } from 'drizzle-orm/pg-core';
import { at } from './columns.js';

/**
 * Which seeds have run on this database (e.g. 'demo'), so a seed runs once in the database's life: not again after
 * its rows were deleted, and not skipped because the environment's admin account made the database non-empty.
 */
export const seedRuns = pgTable('seed_runs', {
  name: varchar('name', { length: 40 }).primaryKey(),
  seededAt: at('seeded_at').notNull().defaultNow(),
});
