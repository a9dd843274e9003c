import type { TSessionUser } from '@labora/shared/auth';
import { AUTH_LIMITS, AUTH_MESSAGES, signUpError, type TRegisterRequest } from '@labora/shared/auth-rules';
import { normalizeEmail } from '@labora/shared/email';
import { COMMON_MESSAGES } from '@labora/shared/errors';
import { normalizeName } from '@labora/shared/names';
import { phoneDigits } from '@labora/shared/phone';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { sessions } from '../../db/schema/sessions.js';
import { type UserRow, users } from '../../db/schema/users.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { recordEvent } from '../../lib/event-log.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/password-hash.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { consumeRateLimit, type RateLimitRule } from '../../lib/rate-limit.js';
import { newSessionToken, sha256 } from '../../lib/tokens.js';
import { forgetRememberedDevices, redeemSignInTicket, secondStepTicket } from '../two-factor/service.js';
import { passLimitsOrChallenge } from './challenge.js';
import { passwordResetMail } from './mails.js';
import { type CodePurpose, checkOneTimeCode, consumeOneTimeCode, issueOneTimeCode } from './one-time-codes.js';
import { checkPhoneSignInCode } from './phone-sign-in.js';

// The proof-of-work challenge that passes a soft rate limit, for the routes and other modules.
export { issueChallenge, passLimitsOrChallenge, redeemChallenge } from './challenge.js';

// The code machinery and its mail, for other modules (an e-mail change proves the new address with a code).
export { oneTimeCodeMail } from './mails.js';
export { checkOneTimeCode, consumeOneTimeCode, issueOneTimeCode } from './one-time-codes.js';

// Phone sign-in (/sms-verification): a texted code, then the last step every way in shares.
export { PHONE_SIGN_IN_RATE_LIMITS, requestPhoneSignInCode } from './phone-sign-in.js';
export async function signInWithPhone(
  deps: Pick<AppDeps, 'db' | 'clock' | 'rateLimitFactor' | 'altchaHmacKey'>,
  input: { phone: string; code: string; ip: string; device?: string | undefined },
): Promise<SignInResult> {
  return completeSignIn(deps, await checkPhoneSignInCode(deps, input), { device: input.device });
}

type Deps = Pick<AppDeps, 'db' | 'clock' | 'rateLimitFactor'>;
type ChallengeDeps = Deps & Pick<AppDeps, 'altchaHmacKey'>;

const MINUTE = 60_000;
const AUTH_RATE_LIMITS = {
  // Past `limit` a solved challenge passes (an office or a carrier's shared address, a user under attack);
  // past `hardLimit` nothing does. Per e-mail there is no ceiling: a stranger must not lock the owner out.
  loginPerIp: {
    name: 'login:ip',
    limit: 50,
    hardLimit: 500,
    windowMs: 15 * MINUTE,
    message: AUTH_MESSAGES.loginRateLimited,
  },
  loginPerEmail: { name: 'login:email', limit: 10, windowMs: 15 * MINUTE, message: AUTH_MESSAGES.loginRateLimited },
  registerPerIp: {
    name: 'register:ip',
    limit: 20,
    hardLimit: 200,
    windowMs: 60 * MINUTE,
    message: AUTH_MESSAGES.loginRateLimited,
  },
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

const PASSWORD_RESET: CodePurpose = 'password_reset';

export async function registerUser(
  deps: ChallengeDeps,
  input: TRegisterRequest & { ip: string; altcha?: string },
): Promise<void> {
  const problem = signUpError(input);
  if (problem) throw new AppError('BAD_REQUEST', problem);
  await passLimitsOrChallenge(
    deps,
    [{ rule: AUTH_RATE_LIMITS.registerPerIp, subject: input.ip }],
    input.altcha,
    AUTH_MESSAGES.registerChallenge,
  );
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

/** A session started, or (two-factor sign-in on) the ticket of the second step, with no session yet. */
export type SignInResult = { user: UserRow; token: string } | { twoFactorRequired: true; ticket: string };

export async function logIn(
  deps: ChallengeDeps,
  input: { email: string; password: string; ip: string; altcha?: string; device?: string | undefined },
): Promise<SignInResult> {
  const email = normalizeEmail(input.email);
  await passLimitsOrChallenge(
    deps,
    [
      { rule: AUTH_RATE_LIMITS.loginPerIp, subject: input.ip },
      { rule: AUTH_RATE_LIMITS.loginPerEmail, subject: email },
    ],
    input.altcha,
    AUTH_MESSAGES.loginChallenge,
  );
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
  return completeSignIn(deps, user, { device: input.device });
}

/**
 * The last step of every way in (password, phone code): the person is known and active. With two-factor sign-in on
 * (and `device` not one they told to remember) the answer is a ticket for the second step and no session;
 * otherwise the login time is stamped and a session starts.
 */
export async function completeSignIn(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  user: UserRow,
  options: { device?: string | undefined } = {},
): Promise<SignInResult> {
  const ticket = await secondStepTicket(deps, { userId: user.id, device: options.device });
  if (ticket) return { twoFactorRequired: true, ticket };
  return startSignedIn(deps, user);
}

/**
 * The second step of a sign-in (POST /api/auth/two-factor): the ticket and an app or recovery code start the
 * session; `deviceToken` comes back when the person asked to be remembered on this device.
 */
export async function completeSecondStep(
  deps: Deps,
  input: { ticket: string; code?: string | undefined; recoveryCode?: string | undefined; rememberDevice?: boolean },
): Promise<{ user: UserRow; token: string; deviceToken?: string }> {
  const { userId, deviceToken } = await redeemSignInTicket(deps, input);
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user?.isActive) throw new AppError('ACCOUNT_INACTIVE', AUTH_MESSAGES.loginInactive);
  const signedIn = await startSignedIn(deps, user);
  return deviceToken ? { ...signedIn, deviceToken } : signedIn;
}

async function startSignedIn(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  user: UserRow,
): Promise<{ user: UserRow; token: string }> {
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
  const code = await issueOneTimeCode(deps, { userId: user.id, purpose: PASSWORD_RESET });
  deps.mailer.send(passwordResetMail({ to: user.email, firstName: user.firstName, code })).catch((error) => {
    deps.log.error({ err: error, to: user.email }, 'password reset mail failed');
  });
}

export async function resetPassword(
  deps: Deps & Pick<AppDeps, 'realtime'>,
  input: { email: string; otp: string; newPassword: string },
): Promise<void> {
  const email = normalizeEmail(input.email);
  await consumeRateLimit(deps, AUTH_RATE_LIMITS.otpCheckPerEmail, email);
  const invalid = new AppError('OTP_INVALID', AUTH_MESSAGES.otpInvalid);
  const user = await findUserByEmail(deps.db, email);
  if (!user?.isActive) throw invalid;
  const code = await checkOneTimeCode(deps, { userId: user.id, purpose: PASSWORD_RESET, code: input.otp, invalid });
  const passwordHash = await hashPassword(input.newPassword);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await consumeOneTimeCode(tx, { row: code, now, invalid });
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await revokeAllSessions(tx, user.id);
    await forgetRememberedDevices(tx, user.id);
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
/**
 * The session lookup every signed-in request makes, built once per database: Drizzle's query building
 * otherwise costs more main-thread time than the lookup itself.
 */
const sessionUserQueries = new WeakMap<Db, ReturnType<typeof buildSessionUserQuery>>();
function buildSessionUserQuery(db: Db) {
  return db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(users.isActive, true),
      ),
    )
    .limit(1)
    .prepare('session_user');
}

export async function findSessionUser(deps: Pick<AppDeps, 'db' | 'clock'>, token: string): Promise<UserRow | null> {
  let query = sessionUserQueries.get(deps.db);
  if (!query) {
    query = buildSessionUserQuery(deps.db);
    sessionUserQueries.set(deps.db, query);
  }
  const [row] = await query.execute({ tokenHash: sha256(token), now: deps.clock.now().toISOString() });
  return row?.user ?? null;
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.tokenHash, sha256(token)))
      .returning({ userId: sessions.userId });
    for (const { userId } of ended) recordSessionsEnded(tx, userId);
  });
}

/**
 * Sessions of this person ended, in the caller's transaction: once it commits, every API process closes that
 * person's sockets whose session is gone (the realtime consumer of the event log), not at the next heartbeat.
 */
export function recordSessionsEnded(tx: Executor, userId: string): void {
  recordEvent(tx, { type: 'sessions.ended', audience: [userId], data: {} });
}

/** Ends every session of a user, inside the caller's transaction. */
export async function revokeAllSessions(tx: Executor, userId: string): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  recordSessionsEnded(tx, userId);
}

/**
 * Ends every session of the user but the one that asked (a password or e-mail change), inside the caller's
 * transaction, after it locked the user row (the order recovery and the admin module use). A "sign out
 * everywhere" that ended the asking session meanwhile wins: UNAUTHORIZED, and the caller's change rolls back.
 */
export async function revokeOtherSessions(tx: Executor, input: { userId: string; sessionToken: string }) {
  const [session] = await tx
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256(input.sessionToken)))
    .for('update');
  if (!session) throw new AppError('UNAUTHORIZED', COMMON_MESSAGES.unauthorized);
  await tx.delete(sessions).where(and(eq(sessions.userId, input.userId), ne(sessions.id, session.id)));
  recordSessionsEnded(tx, input.userId);
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
    intent: user.isFreelancer === null ? null : user.isFreelancer ? 'seller' : 'buyer',
    role: user.role,
  };
}

/** True until the user has chosen buyer or seller. */
export function isFirstLogin(user: UserRow): boolean {
  return user.isFreelancer === null;
}
