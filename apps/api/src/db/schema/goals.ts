import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * 'Habilidades & Metas': a person's goal. metric 'manual' keeps its progress here; any other metric (shared
 * goals.ts GOAL_METRICS) is computed on read from the ledger, contracts or reviews, and progress stays 0.
 * target and progress are centavos for money metrics, counts otherwise.
 */
export const goals = pgTable(
  'goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 80 }).notNull(),
    metric: text('metric').notNull(),
    target: bigint('target', { mode: 'number' }).notNull(),
    progress: bigint('progress', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('goals_user_idx').on(t.userId, t.createdAt),
    check(
      'goals_metric',
      sql`${t.metric} in ('manual', 'earnings_month', 'contracts_month', 'contracts_total', 'reviews_received')`,
    ),
    check('goals_amounts', sql`${t.target} > 0 and ${t.progress} >= 0`),
  ],
);
export type GoalRow = typeof goals.$inferSelect;
