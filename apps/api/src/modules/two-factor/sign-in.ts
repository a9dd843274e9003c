import { TWO_FACTOR_LIMITS, TWO_FACTOR_MESSAGES } from '@labora/shared/two-factor';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { twoFactorDevices, twoFactorTickets } from '../../db/schema/two-factor.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import { newSessionToken, sha256 } from '../../lib/tokens.js';
import { useRecoveryCode, useTotpCode } from './codes.js';
import { CODE_CHECK_PER_USER, enabledSecret } from './state.js';

// The second step of a sign-in. A right password (or phone code) of someone with two-factor sign-in on gets a
// ticket instead of a session; the ticket and a code make the session. A remembered device skips the step.

type Deps = Pick<AppDeps, 'db' | 'clock' | 'rateLimitFactor'>;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * What a sign-in of this person needs before a session: null when nothing (two-factor off, or `device` is a
 * remembered device of theirs), else a fresh ticket for POST /api/auth/two-factor.
 */
export async function secondStepTicket(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { userId: string; device?: string | undefined },
): Promise<string | null> {
  if (!(await enabledSecret(deps.db, input.userId))) return null;
  const now = deps.clock.now();
  if (input.device) {
    const [remembered] = await deps.db
      .select({ id: twoFactorDevices.id })
      .from(twoFactorDevices)
      .where(
        and(
          eq(twoFactorDevices.tokenHash, sha256(input.device)),
          eq(twoFactorDevices.userId, input.userId),
          gt(twoFactorDevices.expiresAt, now),
        ),
      )
      .limit(1);
    if (remembered) return null;
  }
  const ticket = newSessionToken();
  await deps.db.insert(twoFactorTickets).values({
    userId: input.userId,
    tokenHash: sha256(ticket),
    createdAt: now,
    expiresAt: new Date(now.getTime() + TWO_FACTOR_LIMITS.ticketTtlMinutes * MINUTE),
  });
  return ticket;
}

/**
 * Checks the ticket and the code. A wrong code counts a try on the ticket (the last try kills it) and on the
 * person's code budget; a right one uses the ticket up. Returns whose ticket it was, and a remembered device's
 * token when asked for.
 */
export async function redeemSignInTicket(
  deps: Deps,
  input: { ticket: string; code?: string | undefined; recoveryCode?: string | undefined; rememberDevice?: boolean },
): Promise<{ userId: string; deviceToken?: string }> {
  const now = deps.clock.now();
  const expired = new AppError('TWO_FACTOR_TICKET_INVALID', TWO_FACTOR_MESSAGES.ticketExpired);
  const [ticket] = await deps.db
    .select()
    .from(twoFactorTickets)
    .where(
      and(
        eq(twoFactorTickets.tokenHash, sha256(input.ticket)),
        isNull(twoFactorTickets.usedAt),
        gt(twoFactorTickets.expiresAt, now),
      ),
    )
    .limit(1);
  if (!ticket) throw expired;
  await consumeRateLimit(deps, CODE_CHECK_PER_USER, ticket.userId);
  const secret = await enabledSecret(deps.db, ticket.userId);
  // Turned off meanwhile: the ticket is no longer needed, but a plain login is.
  if (!secret) throw expired;
  // Each statement is atomic on its own (a code's use, the ticket's): of two requests with one code, one wins.
  const used = input.code
    ? await useTotpCode(deps.db, { userId: ticket.userId, secret: secret.secret, code: input.code, now })
    : await useRecoveryCode(deps.db, { userId: ticket.userId, code: input.recoveryCode ?? '', now });
  if (!used) {
    await countFailedTry(deps, ticket.id, now);
    throw new AppError('TWO_FACTOR_INVALID', TWO_FACTOR_MESSAGES.invalid);
  }
  const redeemed = await deps.db
    .update(twoFactorTickets)
    .set({ usedAt: now })
    .where(and(eq(twoFactorTickets.id, ticket.id), isNull(twoFactorTickets.usedAt)))
    .returning({ id: twoFactorTickets.id });
  if (redeemed.length === 0) throw expired;
  if (!input.rememberDevice) return { userId: ticket.userId };
  const deviceToken = newSessionToken();
  await deps.db.insert(twoFactorDevices).values({
    userId: ticket.userId,
    tokenHash: sha256(deviceToken),
    createdAt: now,
    expiresAt: new Date(now.getTime() + TWO_FACTOR_LIMITS.rememberDeviceDays * DAY),
  });
  return { userId: ticket.userId, deviceToken };
}

// In one statement, so parallel guesses cannot slip past the limit; the last try kills the ticket.
async function countFailedTry(deps: Pick<AppDeps, 'db'>, ticketId: string, now: Date): Promise<void> {
  await deps.db
    .update(twoFactorTickets)
    .set({
      failedAttempts: sql`${twoFactorTickets.failedAttempts} + 1`,
      usedAt: sql`case when ${twoFactorTickets.failedAttempts} + 1 >= ${TWO_FACTOR_LIMITS.ticketMaxAttempts} then ${now.toISOString()}::timestamptz else null end`,
    })
    .where(eq(twoFactorTickets.id, ticketId));
}

/** Forgets every remembered device of the person, in the caller's transaction (sign out everywhere, a new password). */
export async function forgetRememberedDevices(tx: Executor, userId: string): Promise<void> {
  await tx.delete(twoFactorDevices).where(eq(twoFactorDevices.userId, userId));
}

/** Tickets a day past their expiry and remembered devices past theirs go (an hourly job). */
export async function pruneTwoFactorLeftovers(db: Db, now: Date): Promise<void> {
  await db.delete(twoFactorTickets).where(lt(twoFactorTickets.expiresAt, new Date(now.getTime() - DAY)));
  await db.delete(twoFactorDevices).where(lt(twoFactorDevices.expiresAt, now));
}
