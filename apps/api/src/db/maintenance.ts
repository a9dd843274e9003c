import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client.js';

/** How often the embedded database is vacuumed while the server runs. */
export const MAINTENANCE_INTERVAL_MS = 6 * 60 * 60 * 1000;

/**
 * PGlite has no autovacuum (no background workers): without this, dead rows from every update stay in the
 * tables and the planner's statistics are those of the day the table was empty. A PostgreSQL server does
 * this itself. VACUUM (ANALYZE) skips pages already all-visible, so after the first run it is short.
 */
export async function maintainEmbedded(database: Database): Promise<number> {
  const start = performance.now();
  await database.db.execute(sql`vacuum (analyze)`);
  return performance.now() - start;
}

/** Once now (after migrations and seeding) and then every MAINTENANCE_INTERVAL_MS, on PGlite only. */
export function scheduleMaintenance(database: Database, log: FastifyBaseLogger): void {
  if (database.kind !== 'pglite') return;
  const run = () =>
    maintainEmbedded(database).then(
      (ms) => log.info({ ms: Math.round(ms) }, 'embedded database vacuumed and analyzed'),
      (error: unknown) => log.error({ err: error }, 'embedded database maintenance failed'),
    );
  void run();
  setInterval(run, MAINTENANCE_INTERVAL_MS).unref();
}
