import { normalizeEmail } from '@labora/shared/email';
import { EMAIL_CHANGE_MESSAGES, USERS_MESSAGES } from '@labora/shared/users';
import { eq, sql } from 'drizzle-orm';
import { type UserRow, users } from '../../db/schema/users.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { consumeRateLimit, type RateLimitRule } from '../../lib/rate-limit.js';
import { checkOneTimeCode, consumeOneTimeCode, issueOneTimeCode, revokeOtherSessions } from '../auth/service.js';
import { assertSecondFactor } from '../two-factor/service.js';
import { emailChangeCodeMail, emailChangedNoticeMail } from './email-change-mails.js';
import { assertOwnPassword } from './password-check.js';

// Changing the e-mail moves the account: with a stolen session alone nobody may do it. The current password
// starts it, a code mailed to the new address finishes it, the old address is told, and the other sessions end.

const MINUTE = 60_000;
const EMAIL_CHANGE_RATE_LIMITS = {
  // Each request mails an address the person typed: few an hour, so Labora cannot be used to flood a mailbox.
  requestPerUser: {
    name: 'email-change-request:user',
    limit: 5,
    windowMs: 60 * MINUTE,
    message: EMAIL_CHANGE_MESSAGES.requestRateLimited,
  },
  checkPerUser: {
    name: 'email-change-check:user',
    limit: 10,
    windowMs: 15 * MINUTE,
    message: EMAIL_CHANGE_MESSAGES.checkRateLimited,
  },
} satisfies Record<string, RateLimitRule>;

const EMAIL_CHANGE = 'email_change';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'rateLimitFactor' | 'mailer' | 'realtime'>;

/** Checks the password and the new address, then mails it a code (replacing any older one). */
export async function requestEmailChange(
  deps: Deps,
  input: { actor: UserRow; newEmail: string; password: string; twoFactorCode?: string | undefined },
): Promise<{ newEmail: string }> {
  const { actor } = input;
  const newEmail = normalizeEmail(input.newEmail);
  await assertOwnPassword(deps, { actor, password: input.password, wrongMessage: EMAIL_CHANGE_MESSAGES.passwordWrong });
  if (newEmail === normalizeEmail(actor.email)) throw new AppError('SAME_EMAIL', EMAIL_CHANGE_MESSAGES.sameEmail);
  const [taken] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${newEmail}`)
    .limit(1);
  if (taken) throw new AppError('EMAIL_TAKEN', EMAIL_CHANGE_MESSAGES.emailTaken);
  // The address is where the account's recovery goes: with two-factor sign-in on, a stolen password is not enough.
  await assertSecondFactor(deps, { actor, code: input.twoFactorCode });
  await consumeRateLimit(deps, EMAIL_CHANGE_RATE_LIMITS.requestPerUser, actor.id);
  const code = await issueOneTimeCode(deps, { userId: actor.id, purpose: EMAIL_CHANGE, target: newEmail });
  // Awaited: the person is waiting for this mail, and a failure should say so rather than leave them waiting.
  await deps.mailer.send(emailChangeCodeMail({ to: newEmail, firstName: actor.firstName, code }));
  return { newEmail };
}

/**
 * With the right code, in one transaction: the code is used up, the e-mail becomes the address it was sent to, and
 * every session but this one ends. Then the old address is told.
 */
export async function confirmEmailChange(
  deps: Deps & Pick<AppDeps, 'log'>,
  input: { actor: UserRow; sessionToken: string; code: string },
): Promise<UserRow> {
  const { actor } = input;
  await consumeRateLimit(deps, EMAIL_CHANGE_RATE_LIMITS.checkPerUser, actor.id);
  const invalid = new AppError('EMAIL_CODE_INVALID', EMAIL_CHANGE_MESSAGES.codeInvalid);
  const code = await checkOneTimeCode(deps, { userId: actor.id, purpose: EMAIL_CHANGE, code: input.code, invalid });
  const newEmail = code.target;
  if (!newEmail) throw invalid;
  const now = deps.clock.now();
  let user: UserRow;
  try {
    user = await deps.db.transaction(async (tx) => {
      await consumeOneTimeCode(tx, { row: code, now, invalid });
      // The user row before the sessions, in the order the password change and recovery lock them.
      const [updated] = await tx
        .update(users)
        .set({ email: newEmail, updatedAt: now })
        .where(eq(users.id, actor.id))
        .returning();
      if (!updated) throw new AppError('NOT_FOUND', USERS_MESSAGES.notFound);
      await revokeOtherSessions(tx, { userId: actor.id, sessionToken: input.sessionToken });
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN', EMAIL_CHANGE_MESSAGES.emailTaken);
    throw error;
  }
  const notice = emailChangedNoticeMail({ to: actor.email, firstName: actor.firstName, newEmail, when: now });
  deps.mailer.send(notice).catch((error: unknown) => {
    deps.log.error({ err: error }, 'e-mail change notice to the old address failed');
  });
  return user;
}
