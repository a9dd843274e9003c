import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Every running API process that holds WebSockets (modules/realtime): it beats every REALTIME_LIMITS.presenceBeatMs;
 * one that stopped beating (killed, frozen) counts for no one after presenceStaleMs, and the next beat of another
 * process sweeps it away.
 */
export const realtimeInstances = pgTable('realtime_instances', {
  id: uuid('id').primaryKey(),
  // The database's clock, never a process's: processes on different machines compare the same time.
  lastBeatAt: timestamp('last_beat_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who has at least one live socket on which process: online = a row of a fresh instance. */
export const realtimePresence = pgTable(
  'realtime_presence',
  {
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => realtimeInstances.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.instanceId, t.userId] }), index('realtime_presence_user_idx').on(t.userId)],
);
