import { ACCOUNT_MESSAGES } from '@labora/shared/account';
import type { UserRow } from '../../db/schema/users.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { verifyPassword } from '../../lib/password-hash.js';
import { consumeRateLimit, type RateLimitRule } from '../../lib/rate-limit.js';

/**
 * Every screen that asks a signed-in user for their password (change it, change the e-mail, delete the account)
 * draws on this one budget: someone holding a stolen token must not get to guess the password through them.
 */
const PASSWORD_CHECK_PER_USER: RateLimitRule = {
  name: 'password-check:user',
  limit: 10,
  windowMs: 15 * 60_000,
  message: ACCOUNT_MESSAGES.passwordRateLimited,
};

/** Counts the attempt, then checks the password against the row read when the request came in. */
export async function assertOwnPassword(
  deps: Pick<AppDeps, 'db' | 'clock' | 'rateLimitFactor'>,
  input: { actor: UserRow; password: string; wrongMessage: string },
): Promise<void> {
  await consumeRateLimit(deps, PASSWORD_CHECK_PER_USER, input.actor.id);
  // 400, not 401: the session is fine, and a 401 would sign the browser out.
  if (!(await verifyPassword(input.password, input.actor.passwordHash))) {
    throw new AppError('WRONG_PASSWORD', input.wrongMessage);
  }
}
