import { AUTH_MESSAGES } from '@labora/shared/auth-rules';
import { PHONE_MESSAGES, phoneCodeSms } from '@labora/shared/phone-sign-in';
import { and, eq, isNotNull } from 'drizzle-orm';
import { type UserRow, users } from '../../db/schema/users.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { consumeRateLimit, type RateLimitRule } from '../../lib/rate-limit.js';
import { redeemChallenge } from './challenge.js';
import { type CodePurpose, checkOneTimeCode, consumeOneTimeCode, issueOneTimeCode } from './one-time-codes.js';

// Signing in with a code texted to a verified phone (/sms-verification). Every request for a code carries a
// solved proof-of-work challenge (each SMS costs money and reaches someone's phone); the answer never tells
// whether the phone belongs to anyone.

const MINUTE = 60_000;
export const PHONE_SIGN_IN_RATE_LIMITS = {
  requestPerPhone: {
    name: 'phone-code-request:phone',
    limit: 5,
    windowMs: 60 * MINUTE,
    message: PHONE_MESSAGES.requestRateLimited,
  },
  requestPerIp: {
    name: 'phone-code-request:ip',
    limit: 20,
    windowMs: 60 * MINUTE,
    message: PHONE_MESSAGES.requestRateLimited,
  },
  checkPerPhone: {
    name: 'phone-code-check:phone',
    limit: 10,
    windowMs: 15 * MINUTE,
    message: PHONE_MESSAGES.checkRateLimited,
  },
  checkPerIp: {
    name: 'phone-code-check:ip',
    limit: 30,
    windowMs: 15 * MINUTE,
    message: PHONE_MESSAGES.checkRateLimited,
  },
} satisfies Record<string, RateLimitRule>;

const PHONE_SIGN_IN: CodePurpose = 'phone_sign_in';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'rateLimitFactor' | 'altchaHmacKey'>;

/** The active account whose verified phone this is (one at most: a unique index). */
async function findByVerifiedPhone(deps: Pick<AppDeps, 'db'>, phone: string): Promise<UserRow | undefined> {
  const [user] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt), eq(users.isActive, true)))
    .limit(1);
  return user;
}

/**
 * Checks the challenge and the limits, then answers. The account lookup, the code and the SMS happen after the
 * answer, so neither its content nor its timing depends on whether the phone is someone's.
 */
export async function requestPhoneSignInCode(
  deps: Deps & Pick<AppDeps, 'sms' | 'log'>,
  input: { phone: string; altcha: string; ip: string },
): Promise<void> {
  // The challenge first: a request without one spends nobody's budget.
  if (!(await redeemChallenge(deps, input.altcha))) {
    throw new AppError('CHALLENGE_REQUIRED', AUTH_MESSAGES.challengeInvalid);
  }
  await consumeRateLimit(deps, PHONE_SIGN_IN_RATE_LIMITS.requestPerIp, input.ip);
  await consumeRateLimit(deps, PHONE_SIGN_IN_RATE_LIMITS.requestPerPhone, input.phone);
  sendSignInCode(deps, input.phone).catch((error: unknown) => {
    deps.log.error({ err: error }, 'phone sign-in code failed');
  });
}

async function sendSignInCode(deps: Pick<AppDeps, 'db' | 'clock' | 'sms'>, phone: string): Promise<void> {
  const user = await findByVerifiedPhone(deps, phone);
  if (!user) return;
  const code = await issueOneTimeCode(deps, { userId: user.id, purpose: PHONE_SIGN_IN, target: phone });
  await deps.sms.send({ to: phone, text: phoneCodeSms({ code, purpose: 'sign_in' }) });
}

/**
 * The verified phone's owner, when `code` is their live sign-in code, which is then used up. The session is the
 * caller's to start (service.ts: signInWithPhone, through completeSignIn as every way in).
 */
export async function checkPhoneSignInCode(
  deps: Deps,
  input: { phone: string; code: string; ip: string },
): Promise<UserRow> {
  await consumeRateLimit(deps, PHONE_SIGN_IN_RATE_LIMITS.checkPerIp, input.ip);
  await consumeRateLimit(deps, PHONE_SIGN_IN_RATE_LIMITS.checkPerPhone, input.phone);
  const invalid = new AppError('PHONE_CODE_INVALID', PHONE_MESSAGES.codeInvalid);
  const user = await findByVerifiedPhone(deps, input.phone);
  if (!user) throw invalid;
  const row = await checkOneTimeCode(deps, { userId: user.id, purpose: PHONE_SIGN_IN, code: input.code, invalid });
  // A code sent to a number the account no longer has signs nobody in.
  if (row.target !== input.phone) throw invalid;
  await deps.db.transaction((tx) => consumeOneTimeCode(tx, { row, now: deps.clock.now(), invalid }));
  return user;
}
