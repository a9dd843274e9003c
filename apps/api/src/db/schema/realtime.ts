import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { at, ownedBy } from './columns.js';
import { users } from './users.js';

/**
 * Every running API process that holds WebSockets (modules/realtime): it beats every REALTIME_LIMITS.presenceBeatMs;
 * one that stopped beating (killed, frozen) counts for no one after presenceStaleMs, and the next beat of another
 * process sweeps it away.
 */
export const realtimeInstances = pgTable('realtime_instances', {
  id: uuid('id').primaryKey(),
  // The database's clock, never a process's: processes on different machines compare the same time.
  lastBeatAt: at('last_beat_at').notNull().defaultNow(),
});

/** Who has at least one live socket on which process: online = a row of a fresh instance. */
export const realtimePresence = pgTable(
  'realtime_presence',
  {
    instanceId: ownedBy('instance_id', () => realtimeInstances.id),
    userId: ownedBy('user_id', () => users.id),
  },
  (t) => [primaryKey({ columns: [t.instanceId, t.userId] }), index('realtime_presence_user_idx').on(t.userId)],
);
