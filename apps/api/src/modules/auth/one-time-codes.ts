import { randomUUID } from 'node:crypto';
import { AUTH_LIMITS } from '@labora/shared/auth-rules';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { type OneTimeCodeRow, oneTimeCodes } from '../../db/schema/one-time-codes.js';
import type { AppDeps } from '../../deps.js';
import type { AppError } from '../../lib/app-error.js';
import { newNumericCode, sha256 } from '../../lib/tokens.js';

// Codes mailed or texted to prove control of an address or a phone (password recovery, a new e-mail, phone
// sign-in and verification): 6 digits, stored hashed, valid 10 minutes, single use, dead after 5 wrong tries.
// Callers put their own rate limits in front.

const MINUTE = 60_000;

/** What a code is for; a code of one purpose never works for another. */
export type CodePurpose = 'password_reset' | 'email_change' | 'phone_sign_in' | 'phone_verify';

// Salting with the row id means equal codes of two users never share a hash.
function codeHash(codeId: string, code: string): string {
  return sha256(`${codeId}:${code}`);
}

/**
 * A fresh code for the user and purpose, which replaces any older one still alive; `target` is the address it goes
 * to when that is not the account's own. Returns the code in clear, to be mailed and forgotten.
 */
export async function issueOneTimeCode(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { userId: string; purpose: CodePurpose; target?: string },
): Promise<string> {
  const code = newNumericCode(AUTH_LIMITS.otpLength);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(oneTimeCodes.userId, input.userId),
          eq(oneTimeCodes.purpose, input.purpose),
          isNull(oneTimeCodes.consumedAt),
        ),
      );
    const id = randomUUID();
    await tx.insert(oneTimeCodes).values({
      id,
      userId: input.userId,
      purpose: input.purpose,
      codeHash: codeHash(id, code),
      target: input.target ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + AUTH_LIMITS.otpTtlMinutes * MINUTE),
    });
  });
  return code;
}

/**
 * The user's live code of `purpose` when `code` is it. Wrong, used, expired or missing: throws `invalid` (a wrong one
 * counts a try; the last try kills the code). The caller then consumes it with `consumeOneTimeCode` in the
 * transaction that applies what the code allows.
 */
export async function checkOneTimeCode(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { userId: string; purpose: CodePurpose; code: string; invalid: AppError },
): Promise<OneTimeCodeRow> {
  const now = deps.clock.now();
  const [row] = await deps.db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, input.userId),
        eq(oneTimeCodes.purpose, input.purpose),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) throw input.invalid;
  if (!/^\d+$/.test(input.code) || codeHash(row.id, input.code) !== row.codeHash) {
    // Counted in one statement, so parallel guesses cannot slip past the limit; the last one kills the code.
    await deps.db
      .update(oneTimeCodes)
      .set({
        failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1`,
        consumedAt: sql`case when ${oneTimeCodes.failedAttempts} + 1 >= ${AUTH_LIMITS.otpMaxAttempts} then ${now.toISOString()}::timestamptz else null end`,
      })
      .where(eq(oneTimeCodes.id, row.id));
    throw input.invalid;
  }
  return row;
}

/** Marks a checked code used, inside the caller's transaction; of two requests with the same code, one wins. */
export async function consumeOneTimeCode(
  tx: Executor,
  input: { row: OneTimeCodeRow; now: Date; invalid: AppError },
): Promise<void> {
  const consumed = await tx
    .update(oneTimeCodes)
    .set({ consumedAt: input.now })
    .where(and(eq(oneTimeCodes.id, input.row.id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  if (consumed.length === 0) throw input.invalid;
}
