import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, ownedBy, primaryId } from './columns.js';
import { users } from './users.js';

/**
 * 'Habilidades & Metas': a person's goal. metric 'manual' keeps its progress here; any other metric (shared
 * goals.ts GOAL_METRICS) is computed on read from the ledger, contracts or reviews, and progress stays 0.
 * target and progress are centavos for money metrics, counts otherwise.
 */
export const goals = pgTable(
  'goals',
  {
    id: primaryId(),
    userId: ownedBy('user_id', () => users.id),
    title: varchar('title', { length: 80 }).notNull(),
    metric: text('metric').notNull(),
    target: bigint('target', { mode: 'number' }).notNull(),
    progress: bigint('progress', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
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
