import { randomInt } from 'node:crypto';
import { TWO_FACTOR_LIMITS } from '@labora/shared/two-factor';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { Executor } from '../../db/client.js';
import { twoFactorRecoveryCodes, twoFactorSecrets } from '../../db/schema/two-factor.js';
import { sha256 } from '../../lib/tokens.js';

// The two kinds of second factor: a TOTP code of the authenticator app (RFC 6238: SHA-1, 6 digits, 30-second steps,
// any app) and a recovery code. Both work once: a TOTP code's step is remembered, a recovery code is marked used.

const PERIOD_SECONDS = 30;
/** One step of drift either way (RFC 6238 §5.2): the code of the previous step is still accepted, older ones not. */
const WINDOW_STEPS = 1;
// No 0/o, 1/l/i: a recovery code is read off paper and typed.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpFor(secret: string, email: string): TOTP {
  return new TOTP({
    issuer: 'Labora',
    label: email,
    algorithm: 'SHA1',
    digits: TWO_FACTOR_LIMITS.codeLength,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The 30-second step a code of `secret` at `now` belongs to, or null when it is no code of the window. */
function totpStep(secret: string, code: string, now: Date): number | null {
  const delta = totpFor(secret, '').validate({ token: code, timestamp: now.getTime(), window: WINDOW_STEPS });
  if (delta === null) return null;
  return TOTP.counter({ period: PERIOD_SECONDS, timestamp: now.getTime() }) + delta;
}

/** What a person typed as an app code: 6 digits, spaces allowed. */
function asTotpCode(code: string): string | null {
  const digits = code.replace(/\s/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '');
}

// Salted with the user id: equal codes of two people never share a hash.
function recoveryCodeHash(userId: string, code: string): string {
  return sha256(`${userId}:${normalizeRecoveryCode(code)}`);
}

/** 10 fresh recovery codes ('abcde-fghjk'), in clear, with the rows to store. */
export function newRecoveryCodes(userId: string) {
  const codes = Array.from({ length: TWO_FACTOR_LIMITS.recoveryCodes }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  return { codes, rows: codes.map((code) => ({ userId, codeHash: recoveryCodeHash(userId, code) })) };
}

/**
 * Uses a TOTP code: true when it is of the window and its step is newer than the last one used. The step is stored
 * in one conditional statement, so of two requests with the same code only one wins.
 */
export async function useTotpCode(
  db: Executor,
  input: { userId: string; secret: string; code: string; now: Date },
): Promise<boolean> {
  const code = asTotpCode(input.code);
  if (!code) return false;
  const step = totpStep(input.secret, code, input.now);
  if (step === null) return false;
  const used = await db
    .update(twoFactorSecrets)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(twoFactorSecrets.userId, input.userId),
        or(isNull(twoFactorSecrets.lastUsedStep), lt(twoFactorSecrets.lastUsedStep, step)),
      ),
    )
    .returning({ userId: twoFactorSecrets.userId });
  return used.length > 0;
}

/** Uses a recovery code: true when it is one of the person's and was not used yet. */
export async function useRecoveryCode(
  db: Executor,
  input: { userId: string; code: string; now: Date },
): Promise<boolean> {
  if (normalizeRecoveryCode(input.code).length !== 10) return false;
  const used = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, input.userId),
        eq(twoFactorRecoveryCodes.codeHash, recoveryCodeHash(input.userId, input.code)),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return used.length > 0;
}

/** Either kind, told apart by its shape: 6 digits are an app code, anything else a recovery code. */
export function useAnyCode(db: Executor, input: { userId: string; secret: string; code: string; now: Date }) {
  return asTotpCode(input.code) ? useTotpCode(db, input) : useRecoveryCode(db, input);
}
