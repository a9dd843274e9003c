import { randomUUID } from 'node:crypto';
import type { TSessionUser } from '@labora/shared/auth';
import { AUTH_LIMITS, AUTH_MESSAGES, signUpError, type TRegisterRequest } from '@labora/shared/auth-rules';
import { normalizeEmail } from '@labora/shared/email';
import { normalizeName } from '@labora/shared/names';
import { phoneDigits } from '@labora/shared/phone';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { oneTimeCodes } from '../../db/schema/one-time-codes.js';
import { sessions } from '../../db/schema/sessions.js';
import { type UserRow, users } from '../../db/schema/users.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/password-hash.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { consumeRateLimit, type RateLimitRule } from '../../lib/rate-limit.js';
import { newNumericCode, newSessionToken, sha256 } from '../../lib/tokens.js';
import { passwordResetMail } from './mails.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'rateLimitFactor'>;

const MINUTE = 60_000;
export const AUTH_RATE_LIMITS = {
  loginPerIp: { name: 'login:ip', limit: 50, windowMs: 15 * MINUTE, message: AUTH_MESSAGES.loginRateLimited },
  loginPerEmail: { name: 'login:email', limit: 10, windowMs: 15 * MINUTE, message: AUTH_MESSAGES.loginRateLimited },
  registerPerIp: { name: 'register:ip', limit: 20, windowMs: 60 * MINUTE, message: AUTH_MESSAGES.loginRateLimited },
  otpRequestPerEmail: {
    name: 'otp-request:email',
    limit: 5,
    windowMs: 60 * MINUTE,
    message: AUTH_MESSAGES.otpRequestRateLimited,
  },
  otpRequestPerIp: {
    name: 'otp-request:ip',
    limit: 20,
    windowMs: 60 * MINUTE,
    message: AUTH_MESSAGES.otpRequestRateLimited,
  },
  otpCheckPerEmail: {
    name: 'otp-check:email',
    limit: 10,
    windowMs: 15 * MINUTE,
    message: AUTH_MESSAGES.otpCheckRateLimited,
  },
} satisfies Record<string, RateLimitRule>;

const PASSWORD_RESET = 'password_reset';

export async function registerUser(deps: Deps, input: TRegisterRequest & { ip: string }): Promise<void> {
  const problem = signUpError(input);
  if (problem) throw new AppError('BAD_REQUEST', problem);
  await consumeRateLimit(deps, AUTH_RATE_LIMITS.registerPerIp, input.ip);
  const now = deps.clock.now();
  try {
    await deps.db.insert(users).values({
      firstName: normalizeName(input.first_name),
      lastName: normalizeName(input.last_name),
      email: normalizeEmail(input.email),
      phone: phoneDigits(input.phone),
      passwordHash: await hashPassword(input.password),
      createdAt: now,
      updatedAt: now,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN', AUTH_MESSAGES.emailTaken);
    throw error;
  }
}

async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`)
    .limit(1);
  return user;
}

export async function logIn(
  deps: Deps,
  input: { email: string; password: string; ip: string },
): Promise<{ user: UserRow; token: string }> {
  const email = normalizeEmail(input.email);
  await consumeRateLimit(deps, AUTH_RATE_LIMITS.loginPerIp, input.ip);
  await consumeRateLimit(deps, AUTH_RATE_LIMITS.loginPerEmail, email);
  const user = await findUserByEmail(deps.db, email);
  if (!user) {
    await burnPasswordCheck(input.password);
    throw new AppError('LOGIN_FAILED', AUTH_MESSAGES.loginWrong);
  }
  if (!(await verifyPassword(input.password, user.passwordHash))) {
    throw new AppError('LOGIN_FAILED', AUTH_MESSAGES.loginWrong);
  }
  // Told only after the right password, so the message reveals nothing to a guesser.
  if (!user.isActive) throw new AppError('ACCOUNT_INACTIVE', AUTH_MESSAGES.loginInactive);
  const now = deps.clock.now();
  const [updated] = await deps.db.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id)).returning();
  const token = await createSession(deps.db, deps.clock, user.id);
  return { user: updated ?? user, token };
}

/**
 * Mails a fresh code when the e-mail belongs to an active account. The answer and its timing are the
 * same for unknown e-mails: the mail goes out after the response, and only the log sees a failure.
 */
export async function requestPasswordReset(
  deps: Pick<AppDeps, 'db' | 'clock' | 'rateLimitFactor' | 'mailer' | 'log'>,
  input: { email: string; ip: string },
): Promise<void> {
  const email = normalizeEmail(input.email);
  await consumeRateLimit(deps, AUTH_RATE_LIMITS.otpRequestPerIp, input.ip);
  await consumeRateLimit(deps, AUTH_RATE_LIMITS.otpRequestPerEmail, email);
  const user = await findUserByEmail(deps.db, email);
  if (!user?.isActive) return;
  const code = newNumericCode(AUTH_LIMITS.otpLength);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    // A new code replaces any older one still alive.
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(oneTimeCodes.userId, user.id),
          eq(oneTimeCodes.purpose, PASSWORD_RESET),
          isNull(oneTimeCodes.consumedAt),
        ),
      );
    const id = randomUUID();
    await tx.insert(oneTimeCodes).values({
      id,
      userId: user.id,
      purpose: PASSWORD_RESET,
      codeHash: codeHash(id, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + AUTH_LIMITS.otpTtlMinutes * MINUTE),
    });
  });
  deps.mailer.send(passwordResetMail({ to: user.email, firstName: user.firstName, code })).catch((error) => {
    deps.log.error({ err: error, to: user.email }, 'password reset mail failed');
  });
}

// Salting with the row id means equal codes of two users never share a hash.
function codeHash(codeId: string, code: string): string {
  return sha256(`${codeId}:${code}`);
}

export async function resetPassword(
  deps: Deps,
  input: { email: string; otp: string; newPassword: string },
): Promise<void> {
  const email = normalizeEmail(input.email);
  await consumeRateLimit(deps, AUTH_RATE_LIMITS.otpCheckPerEmail, email);
  const invalid = new AppError('OTP_INVALID', AUTH_MESSAGES.otpInvalid);
  const user = await findUserByEmail(deps.db, email);
  if (!user?.isActive) throw invalid;
  const now = deps.clock.now();
  const [code] = await deps.db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, user.id),
        eq(oneTimeCodes.purpose, PASSWORD_RESET),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, now),
      ),
    )
    .limit(1);
  if (!code) throw invalid;
  if (!/^\d+$/.test(input.otp) || codeHash(code.id, input.otp) !== code.codeHash) {
    // Counted in one statement, so parallel guesses cannot slip past the limit; the last one kills the code.
    await deps.db
      .update(oneTimeCodes)
      .set({
        failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1`,
        consumedAt: sql`case when ${oneTimeCodes.failedAttempts} + 1 >= ${AUTH_LIMITS.otpMaxAttempts} then ${now.toISOString()}::timestamptz else null end`,
      })
      .where(eq(oneTimeCodes.id, code.id));
    throw invalid;
  }
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    // Only one request can consume the code: a second one finds consumed_at already set.
    const consumed = await tx
      .update(oneTimeCodes)
      .set({ consumedAt: now })
      .where(and(eq(oneTimeCodes.id, code.id), isNull(oneTimeCodes.consumedAt)))
      .returning({ id: oneTimeCodes.id });
    if (consumed.length === 0) throw invalid;
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await revokeAllSessions(tx, user.id);
  });
}

// Sessions: opaque bearer tokens, stored hashed. Other modules end them through these functions.

const SESSION_TTL_MS = AUTH_LIMITS.sessionTtlDays * 24 * 60 * 60 * 1000;

async function createSession(db: Db, clock: Clock, userId: string): Promise<string> {
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
export async function findSessionUser(deps: Pick<AppDeps, 'db' | 'clock'>, token: string): Promise<UserRow | null> {
  const [row] = await deps.db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, sha256(token)), gt(sessions.expiresAt, deps.clock.now()), eq(users.isActive, true)),
    )
    .limit(1);
  return row?.user ?? null;
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
}

/** Ends every session of a user; inside the caller's transaction when given one. */
export async function revokeAllSessions(db: Executor, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** The SPEC's session user, both naming styles included; nothing private leaves through here. */
export function toSessionUser(user: UserRow): TSessionUser {
  return {
    _id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    firstName: user.firstName,
    email: user.email,
    avatar_url: user.avatarUrl,
    isFreelancer: user.isFreelancer ?? false,
    role: user.role,
  };
}

/** True until the user has chosen buyer or seller. */
export function isFirstLogin(user: UserRow): boolean {
  return user.isFreelancer === null;
}
