import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

/** How often the embedded database is vacuumed while the server runs (jobs.ts: once at start, then this often). */
export const MAINTENANCE_INTERVAL_MS = 6 * 60 * 60 * 1000;

/**
 * PGlite has no autovacuum (no background workers): without this, dead rows from every update stay in the
 * tables and the planner's statistics are those of the day the table was empty. A PostgreSQL server does
 * this itself. VACUUM (ANALYZE) skips pages already all-visible, so after the first run it is short.
 * Answers how long it took, in ms.
 */
export async function maintainEmbedded(database: { db: Db }): Promise<number> {
  const start = performance.now();
  await database.db.execute(sql`vacuum (analyze)`);
  return Math.round(performance.now() - start);
}
