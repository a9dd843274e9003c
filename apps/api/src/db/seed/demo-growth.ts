import { eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { goals } from '../schema/goals.js';
import { skillLevels } from '../schema/skills.js';
import { timeEntries } from '../schema/time-tracking.js';
import { users } from '../schema/users.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** Levels given, in order, to the demo freelancer's profile skills (the radar draws the six strongest). */
const LEVELS = [9, 8, 8, 7, 6, 5, 4];

/**
 * The demo freelancer's own growth, so `/dashboard/freelancer` and 'Habilidades & Metas' show something on first
 * look: a level for each profile skill, a working week of clock time (general time, ended, 09:00 São Paulo on), and
 * two goals, one tied to this month's earnings and one kept by hand.
 */
export async function seedDemoGrowth(db: Db, input: { now: Date; freelancerId: string }) {
  const { now, freelancerId } = input;
  const [freelancer] = await db.select({ skills: users.skills }).from(users).where(eq(users.id, freelancerId));
  const levels = (freelancer?.skills ?? []).slice(0, LEVELS.length).map((skill, i) => ({
    userId: freelancerId,
    skill,
    level: LEVELS[i] ?? 5,
  }));
  if (levels.length > 0) await db.insert(skillLevels).values(levels);

  // The five days before today, two stretches each: 09:00–11:30 and 14:00–16:00 in São Paulo (UTC−3).
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const entries = [1, 2, 3, 4, 5].flatMap((daysAgo) => {
    const day = today - daysAgo * DAY;
    return [
      { userId: freelancerId, startedAt: new Date(day + 12 * HOUR), endedAt: new Date(day + 14.5 * HOUR) },
      { userId: freelancerId, startedAt: new Date(day + 17 * HOUR), endedAt: new Date(day + 19 * HOUR) },
    ];
  });
  await db.insert(timeEntries).values(entries);

  await db.insert(goals).values([
    { userId: freelancerId, title: 'Faturar R$ 5.000 neste mês', metric: 'earnings_month', target: 500_000 },
    { userId: freelancerId, title: 'Publicar 3 projetos no portfólio', metric: 'manual', target: 3, progress: 1 },
  ]);
}
