import type { TSkillLevel } from '@labora/shared/dashboard';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';

/** The skills radar: the strongest self-assessed levels (0–10), ties by name so the six are always the same. */
export async function topSkillsOf(db: Executor, userId: string, limit: number): Promise<TSkillLevel[]> {
  const rows = await queryRows<{ skill: string; level: number }>(
    db,
    sql`select skill, level from skill_levels where user_id = ${userId} order by level desc, skill limit ${limit}`,
  );
  return rows.map((row) => ({ skill: row.skill, level: Number(row.level) }));
}
