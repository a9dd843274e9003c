import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { sessions } from '../../db/schema/sessions.js';
import { users } from '../../db/schema/users.js';

/**
 * Which of these session token hashes still name a live session of an active account: one query for every socket of
 * the process, at each heartbeat, so a logout, an expiry or a deactivation closes the sockets it opened.
 */
export async function liveSessionHashes(db: Executor, tokenHashes: readonly string[], now: Date): Promise<Set<string>> {
  if (!tokenHashes.length) return new Set();
  const rows = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(inArray(sessions.tokenHash, [...tokenHashes]), gt(sessions.expiresAt, now), eq(users.isActive, true)));
  return new Set(rows.map((row) => row.tokenHash));
}
