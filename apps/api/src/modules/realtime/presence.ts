import { REALTIME_LIMITS } from '@labora/shared/realtime';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { realtimeInstances, realtimePresence } from '../../db/schema/realtime.js';

// Presence lives in the database so every process sees everyone's: a row per (process, person with a live socket
// there), and the process's heartbeat. Times are the database's (one clock for every process).

const staleInterval = sql.raw(`interval '${REALTIME_LIMITS.presenceStaleMs} milliseconds'`);
const isFresh = sql`${realtimeInstances.lastBeatAt} > now() - ${staleInterval}`;
const isStale = sql`${realtimeInstances.lastBeatAt} <= now() - ${staleInterval}`;

/**
 * The process's beat: false when its row was gone (swept after a long pause), in which case it is written again
 * and the caller writes its people again.
 */
export async function beat(db: Executor, instanceId: string): Promise<boolean> {
  const updated = await db
    .update(realtimeInstances)
    .set({ lastBeatAt: sql`now()` })
    .where(eq(realtimeInstances.id, instanceId))
    .returning({ id: realtimeInstances.id });
  if (updated.length) return true;
  await db.insert(realtimeInstances).values({ id: instanceId }).onConflictDoNothing();
  return false;
}

export async function setOnline(db: Executor, instanceId: string, userIds: readonly string[]): Promise<void> {
  if (!userIds.length) return;
  await db
    .insert(realtimePresence)
    .values(userIds.map((userId) => ({ instanceId, userId })))
    .onConflictDoNothing();
}

export async function setOffline(db: Executor, instanceId: string, userIds: readonly string[]): Promise<void> {
  if (!userIds.length) return;
  await db
    .delete(realtimePresence)
    .where(and(eq(realtimePresence.instanceId, instanceId), inArray(realtimePresence.userId, [...userIds])));
}

/** Who of these people has a row of a process that beat within presenceStaleMs. */
export async function onlineAmong(db: Executor, userIds: readonly string[]): Promise<Set<string>> {
  if (!userIds.length) return new Set();
  const rows = await db
    .selectDistinct({ userId: realtimePresence.userId })
    .from(realtimePresence)
    .innerJoin(realtimeInstances, eq(realtimeInstances.id, realtimePresence.instanceId))
    .where(and(inArray(realtimePresence.userId, [...new Set(userIds)]), isFresh));
  return new Set(rows.map((row) => row.userId));
}

/**
 * Removes the processes that stopped beating (killed, frozen) and their people's rows; answers those people, whose
 * watchers must hear they may be offline. Two processes sweeping at once each get their share, none twice.
 */
export async function sweepStale(db: Executor): Promise<string[]> {
  const gone = await db
    .delete(realtimePresence)
    .where(
      inArray(
        realtimePresence.instanceId,
        db.select({ id: realtimeInstances.id }).from(realtimeInstances).where(isStale),
      ),
    )
    .returning({ userId: realtimePresence.userId });
  await db.delete(realtimeInstances).where(isStale);
  return [...new Set(gone.map((row) => row.userId))];
}

/** A process that stops cleanly: its people's rows go with it (cascade). */
export async function removeInstance(db: Executor, instanceId: string): Promise<void> {
  await db.delete(realtimeInstances).where(eq(realtimeInstances.id, instanceId));
}
