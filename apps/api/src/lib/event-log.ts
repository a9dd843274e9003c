import { AsyncLocalStorage } from 'node:async_hooks';
import { type EventData, type EventType, type NewEvent, TRANSIENT_EVENT_TYPES } from '@labora/shared/events';
import { and, inArray, isNull, lte, sql } from 'drizzle-orm';
import { type Db, type Executor, withTransaction } from '../db/client.js';
import { type EventRow, events } from '../db/schema/events.js';
import type { Clock } from './clock.js';

/**
 * The event log: a transactional outbox. A service records what happened with `recordEvent(tx, …)` inside its
 * transaction; the events are written by one statement at the end of that transaction (no round trip of their own),
 * so they exist exactly when the change does. Once it commits, the same process hands them to every consumer (the
 * realtime hub, the contracts module's follow-ups) before the request answers. A process that dies in between
 * leaves them undelivered: `redeliver` (a scheduled job, and at start) takes them again once their lease is over,
 * claiming with FOR UPDATE SKIP LOCKED so several processes on one PostgreSQL server deliver each one once. A
 * consumer that fails is retried alone, with backoff; the others are not held up.
 */

/** An event as consumers receive it. */
export type DeliveredEvent = {
  [T in EventType]: {
    id: number;
    type: T;
    audience: string[];
    actorId: string | null;
    data: EventData[T];
    createdAt: Date;
  };
}[EventType];

export interface EventConsumer {
  /** Stored with an event it still owes after a failure: keep it stable. */
  name: string;
  /** Gets the events of one commit (or of one redelivery), oldest first. Throws to be retried later. */
  deliver(events: readonly DeliveredEvent[]): Promise<void>;
}

export const EVENT_LOG_LIMITS = {
  /** How long the recording process has to deliver before another may take the event (it normally takes ms). */
  leaseMs: 10_000,
  /** Events taken by one redelivery round. */
  batch: 100,
  /** Events written by one statement. */
  insertSlice: 1000,
  /** A failed consumer is retried after 1 s, 2 s, 4 s… and at most this long apart. */
  maxBackoffMs: 5 * 60_000,
} as const;

interface Pending {
  events: NewEvent[];
}
const pendingEvents = new AsyncLocalStorage<Pending>();

/**
 * Records events in the transaction under way (`tx` is asked for so that an event cannot be recorded outside one).
 * Nothing is written yet: the transaction writes its events as its last statement, and none if it rolls back.
 */
export function recordEvent(_tx: Executor, ...recorded: NewEvent[]): void {
  const pending = pendingEvents.getStore();
  if (!pending)
    throw new Error(`event ${recorded[0]?.type} recorded outside a transaction of the event log's database`);
  pending.events.push(...recorded);
}

export function backoffMs(attempts: number): number {
  return Math.min(EVENT_LOG_LIMITS.maxBackoffMs, 1000 * 2 ** Math.max(0, attempts - 1));
}

type Deps = { db: Db; clock: Clock; log: { error(obj: unknown, msg: string): void } };

export class EventLog {
  private readonly consumers: EventConsumer[] = [];
  /** Delivered, to be marked (or deleted, for signals) by the next write: one statement for many commits. */
  private delivered: DeliveredEvent[] = [];
  private marking: Promise<void> | undefined;
  private readonly deliveries = new Set<Promise<void>>();

  constructor(
    private readonly deps: Deps,
    /** `deliveryDelayMs`: fault injection for the crash test (a kill between a commit and its delivery). */
    private readonly options: { deliveryDelayMs?: number } = {},
  ) {}

  addConsumer(consumer: EventConsumer): void {
    this.consumers.push(consumer);
  }

  /**
   * The database as services see it: its `transaction` writes the events recorded inside at its end and delivers
   * them once committed. Savepoints (`tx.transaction`) belong to their outer transaction.
   */
  wrap(db: Db): Db {
    return withTransaction(db, () => ((run, config) => this.transaction(db, run, config)) as Db['transaction']);
  }

  private async transaction<T>(
    db: Db,
    run: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<T>,
    config: Parameters<Db['transaction']>[1],
  ): Promise<T> {
    const pending: Pending = { events: [] };
    let written: DeliveredEvent[] = [];
    const result = await pendingEvents.run(pending, () =>
      db.transaction(async (tx) => {
        const value = await run(tx);
        written = await this.write(tx, pending.events);
        return value;
      }, config),
    );
    if (written.length > 0) {
      const delay = this.options.deliveryDelayMs ?? 0;
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      await this.track(this.deliver(written, null));
    }
    return result;
  }

  private async write(tx: Executor, recorded: NewEvent[]): Promise<DeliveredEvent[]> {
    if (recorded.length === 0) return [];
    const now = this.deps.clock.now();
    const leaseEnd = new Date(now.getTime() + EVENT_LOG_LIMITS.leaseMs);
    const values = recorded.map((event) => ({
      type: event.type,
      audience: [...new Set(event.audience)],
      actorId: event.actorId ?? null,
      data: event.data,
      createdAt: now,
      nextAttemptAt: leaseEnd,
    }));
    // One statement for a request's few events; a seed's thousands go in slices (PostgreSQL takes 65,535 parameters).
    const rows: { id: number }[] = [];
    for (let i = 0; i < values.length; i += EVENT_LOG_LIMITS.insertSlice) {
      const slice = values.slice(i, i + EVENT_LOG_LIMITS.insertSlice);
      rows.push(...(await tx.insert(events).values(slice).returning({ id: events.id })));
    }
    return recorded.map((event, i) => ({
      id: rows[i]?.id ?? 0,
      type: event.type,
      audience: [...new Set(event.audience)],
      actorId: event.actorId ?? null,
      data: event.data,
      createdAt: now,
    })) as DeliveredEvent[];
  }

  private track(delivery: Promise<void>): Promise<void> {
    this.deliveries.add(delivery);
    return delivery.finally(() => this.deliveries.delete(delivery));
  }

  /** Hands events to the consumers named (all when null); who failed keeps them for a later retry. */
  private async deliver(batch: DeliveredEvent[], only: readonly string[] | null, attempts = 0): Promise<void> {
    const failed: string[] = [];
    for (const consumer of this.consumers) {
      if (only && !only.includes(consumer.name)) continue;
      try {
        await consumer.deliver(batch);
      } catch (error) {
        failed.push(consumer.name);
        this.deps.log.error({ err: error, consumer: consumer.name }, 'event log: a consumer failed; retried later');
      }
    }
    if (failed.length === 0) {
      this.delivered.push(...batch);
      this.markDelivered();
      return;
    }
    await this.deps.db
      .update(events)
      .set({
        pendingConsumers: failed,
        attempts: sql`${events.attempts} + 1`,
        nextAttemptAt: new Date(this.deps.clock.now().getTime() + backoffMs(attempts + 1)),
      })
      .where(
        inArray(
          events.id,
          batch.map((e) => e.id),
        ),
      );
  }

  /** Marks what was delivered, one statement at a time: commits that end meanwhile are marked by the next one. */
  private markDelivered(): void {
    if (this.marking) return;
    this.marking = (async () => {
      while (this.delivered.length > 0) {
        const batch = this.delivered.splice(0);
        const transient = batch.filter((e) => TRANSIENT_EVENT_TYPES.has(e.type)).map((e) => e.id);
        const kept = batch.filter((e) => !TRANSIENT_EVENT_TYPES.has(e.type)).map((e) => e.id);
        // The ids as one array literal (integers only): the same statement text whatever the count, so the embedded
        // database keeps it prepared.
        const list = (ids: number[]) => sql`${`{${ids.join(',')}}`}::bigint[]`;
        try {
          await this.deps.db.execute(sql`
            with dropped as (delete from ${events} where id = any(${list(transient)}))
            update ${events} set delivered_at = ${this.deps.clock.now().toISOString()}::timestamptz,
              pending_consumers = null
            where id = any(${list(kept)})`);
        } catch (error) {
          // Left undelivered: redelivered once the lease is over (a consumer may see them twice; none loses them).
          this.deps.log.error({ err: error }, 'event log: delivered events not marked');
        }
      }
    })().finally(() => {
      this.marking = undefined;
    });
  }

  /**
   * Delivers what was committed but not delivered: events whose recording process died (lease over) and failed
   * consumers whose backoff is over, a batch at a time. Answers how many events it took.
   */
  async redeliver(): Promise<number> {
    const now = this.deps.clock.now();
    const due = this.deps.db
      .select({ id: events.id })
      .from(events)
      .where(and(isNull(events.deliveredAt), lte(events.nextAttemptAt, now)))
      .orderBy(events.id)
      .limit(EVENT_LOG_LIMITS.batch)
      .for('update', { skipLocked: true });
    const rows = (
      await this.deps.db
        .update(events)
        .set({ nextAttemptAt: new Date(now.getTime() + EVENT_LOG_LIMITS.leaseMs) })
        .where(inArray(events.id, due))
        .returning()
    ).sort((a, b) => a.id - b.id);
    // One delivery per set of consumers still owed (most often all of them).
    const groups = new Map<string, EventRow[]>();
    for (const row of rows) {
      const key = row.pendingConsumers ? [...row.pendingConsumers].sort().join(',') : '';
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    for (const [key, group] of groups) {
      const attempts = Math.max(...group.map((r) => r.attempts));
      await this.track(this.deliver(group.map(toDelivered), key ? key.split(',') : null, attempts));
    }
    await this.marking;
    return rows.length;
  }

  /**
   * Ends the leases of processes that are gone, so their undelivered events go at once: for the start of the only
   * process of an embedded database (a failed consumer's backoff stays).
   */
  async expireLeases(): Promise<void> {
    await this.deps.db
      .update(events)
      .set({ nextAttemptAt: this.deps.clock.now() })
      .where(and(isNull(events.deliveredAt), isNull(events.pendingConsumers)));
  }

  /** Waits for deliveries and marks under way (shutdown, tests). */
  async settle(): Promise<void> {
    while (this.deliveries.size > 0 || this.marking) {
      await Promise.all([...this.deliveries]);
      await this.marking;
    }
  }
}

function toDelivered(row: EventRow): DeliveredEvent {
  const { id, type, audience, actorId, data, createdAt } = row;
  return { id, type, audience, actorId, data, createdAt } as DeliveredEvent;
}
