import { TWO_FACTOR_MESSAGES } from '@labora/shared/two-factor';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { type TwoFactorSecretRow, twoFactorSecrets } from '../../db/schema/two-factor.js';
import type { RateLimitRule } from '../../lib/rate-limit.js';

/**
 * Every check of a second-factor code of one person (sign-in step, sensitive moves, turning it off) draws on this
 * budget: 10 in 15 minutes, so the 10^6 codes cannot be walked through, ticket after ticket.
 */
export const CODE_CHECK_PER_USER: RateLimitRule = {
  name: 'two-factor-check:user',
  limit: 10,
  windowMs: 15 * 60_000,
  message: TWO_FACTOR_MESSAGES.rateLimited,
};

/** The person's authenticator secret when two-factor sign-in is on, else undefined. */
export async function enabledSecret(db: Executor, userId: string): Promise<TwoFactorSecretRow | undefined> {
  const [row] = await db
    .select()
    .from(twoFactorSecrets)
    .where(and(eq(twoFactorSecrets.userId, userId), isNotNull(twoFactorSecrets.enabledAt)))
    .limit(1);
  return row;
}
