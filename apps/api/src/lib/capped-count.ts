import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';

/**
 * The number of rows matching `where`, counted only up to `cap`: counting every match of a common word over a
 * million rows costs more than the page itself. `capped` says there are more than `cap`.
 */
export async function cappedCount(
  db: Executor,
  table: PgTable,
  where: SQL | undefined,
  cap: number,
): Promise<{ total: number; totalCapped: boolean }> {
  const matches = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('matches');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matches);
  const n = row?.n ?? 0;
  return { total: Math.min(n, cap), totalCapped: n > cap };
}
