import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.js';
import { queryRows } from './client.js';

// A PostgreSQL server may end a pooled connection at any time (restart, failover, an administrator): the
// pool must drop it and carry on, not let its error crash the process.
describe('the database connection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps answering after the server ends idle connections', async () => {
    const db = t.database.db;
    // Several pooled connections, then all but the one asking are ended by the server.
    await Promise.all(Array.from({ length: 4 }, () => db.execute(sql`select pg_sleep(0.02)`)));
    await db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const rows = await Promise.all(Array.from({ length: 4 }, () => queryRows<{ n: number }>(db, sql`select 1 as n`)));
    expect(rows.flat()).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }, { n: 1 }]);
  });
});
