import type { NewEvent } from '@labora/shared/events';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { events } from '../db/schema/events.js';
import { openMigratedTestDatabase, TestClock } from '../test/helpers.js';
import { type DeliveredEvent, EVENT_LOG_LIMITS, type EventConsumer, EventLog, recordEvent } from './event-log.js';

const silent = { error: () => {} };
const person = '00000000-0000-4000-8000-000000000001';
const funded = (n: number): NewEvent => ({
  type: 'contract.funded',
  audience: [person],
  data: { contractId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, amountCents: n },
});

/** A consumer that keeps what it got, failing its first `failures` deliveries. */
function recorder(name: string, failures = 0) {
  const got: DeliveredEvent[][] = [];
  let left = failures;
  const consumer: EventConsumer = {
    name,
    async deliver(batch) {
      if (left-- > 0) throw new Error(`${name} is down`);
      got.push([...batch]);
    },
  };
  return { consumer, got, ids: () => got.flat().map((e) => e.id) };
}

async function rowsOf(database: Database) {
  return database.db.select().from(events).orderBy(events.id);
}

describe('event log', () => {
  let database: Database;
  let clock: TestClock;
  beforeEach(async () => {
    database = await openMigratedTestDatabase();
    clock = new TestClock();
  });
  afterEach(async () => {
    await database.close();
  });

  const logWith = (...consumers: EventConsumer[]) => {
    const log = new EventLog({ db: database.db, clock, log: silent });
    for (const consumer of consumers) log.addConsumer(consumer);
    return { log, db: log.wrap(database.db) };
  };

  it('writes the events of a transaction with it and delivers them once it commits', async () => {
    const a = recorder('a');
    const { log, db } = logWith(a.consumer);
    let seenInside = -1;
    await db.transaction(async (tx) => {
      recordEvent(tx, funded(1), funded(2));
      seenInside = a.got.length;
    });
    await log.settle();
    expect(seenInside).toBe(0);
    expect(a.got).toHaveLength(1);
    expect(a.got[0]?.map((e) => e.data)).toEqual([funded(1).data, funded(2).data]);
    const rows = await rowsOf(database);
    expect(rows.map((r) => r.type)).toEqual(['contract.funded', 'contract.funded']);
    expect(rows.every((r) => r.deliveredAt !== null)).toBe(true);
    expect(rows.map((r) => r.id)).toEqual(a.ids());
  });

  it('never delivers an event of a transaction that rolls back', async () => {
    const a = recorder('a');
    const { log, db } = logWith(a.consumer);
    await expect(
      db.transaction(async (tx) => {
        recordEvent(tx, funded(1));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await log.settle();
    clock.advance(EVENT_LOG_LIMITS.leaseMs + 1);
    expect(await log.redeliver()).toBe(0);
    expect(a.got).toHaveLength(0);
    expect(await rowsOf(database)).toHaveLength(0);
  });

  it('refuses an event recorded outside a transaction of its database', async () => {
    const { db } = logWith();
    expect(() => recordEvent(db, funded(1))).toThrow(/outside a transaction/);
  });

  it('keeps history and drops signals once delivered', async () => {
    const a = recorder('a');
    const { log, db } = logWith(a.consumer);
    await db.transaction(async (tx) => {
      recordEvent(tx, funded(1), { type: 'notifications.changed', audience: [person], data: {} });
    });
    await log.settle();
    expect(a.got[0]?.map((e) => e.type)).toEqual(['contract.funded', 'notifications.changed']);
    expect((await rowsOf(database)).map((r) => r.type)).toEqual(['contract.funded']);
  });

  it('delivers what a dead process committed, once its lease is over', async () => {
    const a = recorder('a');
    const { log } = logWith(a.consumer);
    // What a process killed between its commit and its delivery leaves behind.
    await database.db.insert(events).values({
      type: 'contract.funded',
      audience: [person],
      data: funded(7).data,
      createdAt: clock.now(),
      nextAttemptAt: new Date(clock.now().getTime() + EVENT_LOG_LIMITS.leaseMs),
    });
    expect(await log.redeliver()).toBe(0);
    clock.advance(EVENT_LOG_LIMITS.leaseMs);
    expect(await log.redeliver()).toBe(1);
    await log.settle();
    expect(a.got.flat().map((e) => e.data)).toEqual([funded(7).data]);
    expect(await log.redeliver()).toBe(0);
    expect((await rowsOf(database))[0]?.deliveredAt).not.toBeNull();
  });

  it('retries a failing consumer alone, with backoff, without holding the others', async () => {
    const flaky = recorder('flaky', 2);
    const steady = recorder('steady');
    const { log, db } = logWith(flaky.consumer, steady.consumer);
    await db.transaction(async (tx) => recordEvent(tx, funded(1)));
    await log.settle();
    expect(steady.got).toHaveLength(1);
    expect(flaky.got).toHaveLength(0);
    let [row] = await rowsOf(database);
    expect(row?.pendingConsumers).toEqual(['flaky']);
    expect(row?.deliveredAt).toBeNull();

    // Not before its backoff (1 s), then 2 s after the second failure.
    expect(await log.redeliver()).toBe(0);
    clock.advance(1000);
    expect(await log.redeliver()).toBe(1);
    await log.settle();
    expect(flaky.got).toHaveLength(0);
    clock.advance(1000);
    expect(await log.redeliver()).toBe(0);
    clock.advance(1000);
    expect(await log.redeliver()).toBe(1);
    await log.settle();

    expect(flaky.got.flat().map((e) => e.data)).toEqual([funded(1).data]);
    expect(steady.got).toHaveLength(1);
    [row] = await rowsOf(database);
    expect(row?.deliveredAt).not.toBeNull();
    expect(row?.attempts).toBe(2);
  });

  it('delivers each event once when several processes redeliver at the same time', async () => {
    // 250 events committed by a process that died before delivering them.
    await database.db.insert(events).values(
      Array.from({ length: 250 }, (_, i) => ({
        type: 'contract.funded',
        audience: [person],
        data: funded(i + 1).data,
        createdAt: clock.now(),
        nextAttemptAt: clock.now(),
      })),
    );
    const processes = [recorder('p'), recorder('p'), recorder('p')];
    const logs = processes.map((p) => logWith(p.consumer).log);
    let taken = 0;
    for (let round = 0; round < 5; round++) {
      const counts = await Promise.all(logs.map((log) => log.redeliver()));
      taken += counts.reduce((a, b) => a + b, 0);
      await Promise.all(logs.map((log) => log.settle()));
    }
    const delivered = processes.flatMap((p) => p.ids());
    expect(taken).toBe(250);
    expect(delivered).toHaveLength(250);
    expect(new Set(delivered).size).toBe(250);
    expect((await rowsOf(database)).filter((r) => r.deliveredAt === null)).toHaveLength(0);
  });
});
