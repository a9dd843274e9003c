import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.js';

/**
 * The event log (lib/event-log.ts): what happened, written in the transaction that made it happen, so an event
 * exists exactly when its change does. Kept (each person's history, a dispute's audit trail), except the signals
 * of TRANSIENT_EVENT_TYPES, deleted once delivered. No foreign keys: history outlives what it names.
 */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: varchar('type', { length: 60 }).notNull(),
    // Who it concerns: their screens hear of it, their history lists it.
    audience: uuid('audience').array().notNull().default(sql`'{}'::uuid[]`),
    actorId: uuid('actor_id'),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
    // Every consumer has it: null until then.
    deliveredAt: at('delivered_at'),
    // The consumers still owed it after a failure (null: all of them, or none once delivered).
    pendingConsumers: text('pending_consumers').array(),
    attempts: integer('attempts').notNull().default(0),
    // Not before then may a redelivery take it: the recording process's lease, then a failure's backoff.
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
  },
  (t) => [
    index('events_undelivered_idx').on(t.nextAttemptAt).where(sql`${t.deliveredAt} is null`),
    // "A person's recent events": audience @> array[person], newest first.
    index('events_audience_idx').using('gin', t.audience),
  ],
);

export type EventRow = typeof events.$inferSelect;
