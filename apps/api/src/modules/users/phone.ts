import { PHONE_MESSAGES, phoneCodeSms, type TPhoneStatus } from '@labora/shared/phone-sign-in';
import { USERS_MESSAGES } from '@labora/shared/users';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { type UserRow, users } from '../../db/schema/users.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { consumeRateLimit, type RateLimitRule } from '../../lib/rate-limit.js';
import { checkOneTimeCode, consumeOneTimeCode, issueOneTimeCode } from '../auth/service.js';
import { assertOwnPassword } from './password-check.js';

// The account's phone in Configurações: proved with a texted code before it signs anyone in, changed only with the
// password (and then unproved again). One account per verified phone.

const MINUTE = 60_000;
const PHONE_VERIFY_RATE_LIMITS = {
  requestPerUser: {
    name: 'phone-verify-request:user',
    limit: 5,
    windowMs: 60 * MINUTE,
    message: PHONE_MESSAGES.requestRateLimited,
  },
  // Several accounts may carry the same unverified number: together they must not flood it.
  requestPerPhone: {
    name: 'phone-verify-request:phone',
    limit: 5,
    windowMs: 60 * MINUTE,
    message: PHONE_MESSAGES.requestRateLimited,
  },
  checkPerUser: {
    name: 'phone-verify-check:user',
    limit: 10,
    windowMs: 15 * MINUTE,
    message: PHONE_MESSAGES.checkRateLimited,
  },
} satisfies Record<string, RateLimitRule>;

const PHONE_VERIFY = 'phone_verify';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'rateLimitFactor'>;

export function toPhoneStatus(user: UserRow): TPhoneStatus {
  return { phone: user.phone, phoneVerified: user.phoneVerifiedAt !== null };
}

async function verifiedByAnother(deps: Pick<AppDeps, 'db'>, actor: UserRow): Promise<boolean> {
  const [other] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, actor.phone), isNotNull(users.phoneVerifiedAt), ne(users.id, actor.id)))
    .limit(1);
  return Boolean(other);
}

/** Texts a code to the account's current phone (replacing any older one). */
export async function requestPhoneVerification(
  deps: Deps & Pick<AppDeps, 'sms'>,
  input: { actor: UserRow },
): Promise<void> {
  const { actor } = input;
  if (actor.phoneVerifiedAt) throw new AppError('PHONE_ALREADY_VERIFIED', PHONE_MESSAGES.alreadyVerified);
  if (await verifiedByAnother(deps, actor)) throw new AppError('PHONE_TAKEN', PHONE_MESSAGES.taken);
  await consumeRateLimit(deps, PHONE_VERIFY_RATE_LIMITS.requestPerUser, actor.id);
  await consumeRateLimit(deps, PHONE_VERIFY_RATE_LIMITS.requestPerPhone, actor.phone);
  const code = await issueOneTimeCode(deps, { userId: actor.id, purpose: PHONE_VERIFY, target: actor.phone });
  // Awaited: the person is waiting for this SMS, and a failure should say so rather than leave them waiting.
  await deps.sms.send({ to: actor.phone, text: phoneCodeSms({ code, purpose: 'verify' }) });
}

/** With the right code, the phone it was sent to becomes verified (409 when another account verified it first). */
export async function confirmPhoneVerification(deps: Deps, input: { actor: UserRow; code: string }): Promise<UserRow> {
  const { actor } = input;
  await consumeRateLimit(deps, PHONE_VERIFY_RATE_LIMITS.checkPerUser, actor.id);
  const invalid = new AppError('PHONE_CODE_INVALID', PHONE_MESSAGES.codeInvalid);
  const row = await checkOneTimeCode(deps, { userId: actor.id, purpose: PHONE_VERIFY, code: input.code, invalid });
  const now = deps.clock.now();
  try {
    return await deps.db.transaction(async (tx) => {
      await consumeOneTimeCode(tx, { row, now, invalid });
      // Only while the account still has the number the code went to.
      const [updated] = await tx
        .update(users)
        .set({ phoneVerifiedAt: now, updatedAt: now })
        .where(and(eq(users.id, actor.id), eq(users.phone, row.target ?? '')))
        .returning();
      if (!updated) throw invalid;
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('PHONE_TAKEN', PHONE_MESSAGES.taken);
    throw error;
  }
}

/** A new phone, with the current password; it is unverified until its own code comes back. */
export async function changePhone(
  deps: Deps,
  input: { actor: UserRow; phone: string; password: string },
): Promise<UserRow> {
  const { actor } = input;
  await assertOwnPassword(deps, { actor, password: input.password, wrongMessage: PHONE_MESSAGES.passwordWrong });
  if (input.phone === actor.phone) throw new AppError('SAME_PHONE', PHONE_MESSAGES.samePhone);
  const now = deps.clock.now();
  const [updated] = await deps.db
    .update(users)
    .set({ phone: input.phone, phoneVerifiedAt: null, updatedAt: now })
    .where(eq(users.id, actor.id))
    .returning();
  if (!updated) throw new AppError('NOT_FOUND', USERS_MESSAGES.notFound);
  return updated;
}
