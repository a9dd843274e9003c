import { AUTH_LIMITS } from '@labora/shared/auth-rules';
import { and, eq, gt } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { sessions } from '../../db/schema/sessions.js';
import { type UserRow, users } from '../../db/schema/users.js';
import type { Clock } from '../../lib/clock.js';
import { newSessionToken, sha256 } from '../../lib/tokens.js';

const SESSION_TTL_MS = AUTH_LIMITS.sessionTtlDays * 24 * 60 * 60 * 1000;

export async function createSession(db: Db, clock: Clock, userId: string): Promise<string> {
  const token = newSessionToken();
  const now = clock.now();
  await db.insert(sessions).values({
    userId,
    tokenHash: sha256(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

/** The active user behind a bearer token, or null when the token is unknown, expired or the user is inactive. */
export async function findSessionUser(db: Db, clock: Clock, token: string): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sha256(token)), gt(sessions.expiresAt, clock.now()), eq(users.isActive, true)))
    .limit(1);
  return row?.user ?? null;
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
}

export async function revokeAllSessions(db: Executor, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
