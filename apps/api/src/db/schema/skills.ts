import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * 'Habilidades & Metas': a self-assessed level (0–10) for one of the profile's skills (users.skills holds the
 * names). The freelancer dashboard's radar draws the six strongest.
 */
export const skillLevels = pgTable(
  'skill_levels',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skill: text('skill').notNull(),
    level: smallint('level').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.skill] }),
    check('skill_levels_level_range', sql`${t.level} between 0 and 10`),
  ],
);
