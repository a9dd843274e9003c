import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { at, ownedBy } from './columns.js';
import { users } from './users.js';

/**
 * 'Habilidades & Metas': a self-assessed level (0–10) for one of the profile's skills (users.skills holds the
 * names). The freelancer dashboard's radar draws the six strongest.
 */
export const skillLevels = pgTable(
  'skill_levels',
  {
    userId: ownedBy('user_id', () => users.id),
    skill: text('skill').notNull(),
    level: smallint('level').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.skill] }),
    check('skill_levels_level_range', sql`${t.level} between 0 and 10`),
  ],
);
