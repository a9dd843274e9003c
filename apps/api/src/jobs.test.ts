import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './db/client.js';
import { createTestApp, type TestApp } from './test/helpers.js';

const HOUR = 3600_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const keys = async () =>
  (await queryRows<{ key: string }>(t.database.db, sql`select key from rate_limits order by key`)).map((r) => r.key);

describe('the background jobs', () => {
  it('are each scheduled once, with what makes them safe beside other processes', () => {
    const jobs = t.app.scheduler.jobs.map(({ name, scope }) => ({ name, scope }));
    expect(jobs).toEqual([
      { name: 'wallet.settle', scope: 'row-locks' },
      { name: 'contracts.auto-release', scope: 'row-locks' },
      { name: 'contracts.release-reminders', scope: 'row-locks' },
      { name: 'disputes.deadlines', scope: 'row-locks' },
      { name: 'timesheets.statements', scope: 'row-locks' },
      { name: 'data-exports.build', scope: 'row-locks' },
      { name: 'data-exports.expire', scope: 'row-locks' },
      { name: 'events.redeliver', scope: 'row-locks' },
      { name: 'notifications.mail', scope: 'row-locks' },
      { name: 'idempotency-keys.purge', scope: 'advisory-lock' },
      { name: 'rate-limits.prune', scope: 'advisory-lock' },
      { name: 'two-factor.prune', scope: 'advisory-lock' },
      { name: 'realtime.heartbeat', scope: 'per-process' },
      { name: 'realtime.presence-beat', scope: 'per-process' },
      { name: 'notify-bus.health', scope: 'per-process' },
      // The embedded database runs no autovacuum, and its opening leaves garbage behind.
      ...(t.database.kind === 'pglite'
        ? [
            { name: 'db.vacuum', scope: 'per-process' },
            { name: 'gc.after-start', scope: 'per-process' },
          ]
        : []),
    ]);
  });

  it('prune the rate-limit counters older than a day, every hour, not only at start', async () => {
    const now = t.clock.now().getTime();
    await t.database.db.execute(
      sql`insert into rate_limits (key, window_start, hits) values
          ('old:1', ${new Date(now - 25 * HOUR).toISOString()}, 3),
          ('recent:1', ${new Date(now - 23 * HOUR).toISOString()}, 3)`,
    );
    await t.app.scheduler.runNow('rate-limits.prune');
    expect(await keys()).toContain('recent:1');
    expect(await keys()).not.toContain('old:1');
    t.clock.advance(2 * HOUR);
    await t.app.scheduler.runNow('rate-limits.prune');
    expect(await keys()).not.toContain('recent:1');
  });

  it('hold the advisory lock of a job while it runs: a second process skips the run (PostgreSQL)', async () => {
    const ran: string[] = [];
    let inner: boolean | undefined;
    const outer = await t.database.runExclusive('test.lock', async () => {
      ran.push('outer');
      // Another pooled connection is another session, as another process would be.
      inner = await t.database.runExclusive('test.lock', async () => {
        ran.push('inner');
      });
    });
    expect(outer).toBe(true);
    // PGlite belongs to one process: there is nothing to exclude.
    const excluded = t.database.kind === 'postgres';
    expect(inner).toBe(!excluded);
    expect(ran).toEqual(excluded ? ['outer'] : ['outer', 'inner']);
    // Released afterwards.
    expect(await t.database.runExclusive('test.lock', async () => {})).toBe(true);
  });
});
