import type { TTwoFactorSetupResponse, TTwoFactorStatus } from '@labora/shared/two-factor';
import { TWO_FACTOR_MESSAGES } from '@labora/shared/two-factor';
import { and, count, eq, isNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import {
  twoFactorDevices,
  twoFactorRecoveryCodes,
  twoFactorSecrets,
  twoFactorTickets,
} from '../../db/schema/two-factor.js';
import type { UserRow } from '../../db/schema/users.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { verifyPassword } from '../../lib/password-hash.js';
import { consumeRateLimit, type RateLimitRule } from '../../lib/rate-limit.js';
import { newRecoveryCodes, newTotpSecret, totpFor, useAnyCode, useTotpCode } from './codes.js';
import { CODE_CHECK_PER_USER, enabledSecret } from './state.js';

// Two-factor sign-in: enrolment (setup → enable with a first code), turning it off, recovery codes, and the code a
// sensitive move asks for. The sign-in step itself is in sign-in.ts.

export {
  forgetRememberedDevices,
  pruneTwoFactorLeftovers,
  redeemSignInTicket,
  secondStepTicket,
} from './sign-in.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'rateLimitFactor'>;

/**
 * The same budget as every other screen that asks a signed-in person for their password (users/password-check.ts,
 * which this module cannot import without a cycle: the e-mail change imports this module).
 */
const PASSWORD_CHECK_PER_USER: RateLimitRule = {
  name: 'password-check:user',
  limit: 10,
  windowMs: 15 * 60_000,
  message: TWO_FACTOR_MESSAGES.rateLimited,
};

async function assertPassword(deps: Deps, actor: UserRow, password: string): Promise<void> {
  await consumeRateLimit(deps, PASSWORD_CHECK_PER_USER, actor.id);
  if (!(await verifyPassword(password, actor.passwordHash))) {
    throw new AppError('WRONG_PASSWORD', TWO_FACTOR_MESSAGES.passwordWrong);
  }
}

export async function getTwoFactorStatus(
  deps: Pick<AppDeps, 'db'>,
  input: { actor: UserRow },
): Promise<TTwoFactorStatus> {
  const secret = await enabledSecret(deps.db, input.actor.id);
  if (!secret) return { enabled: false, enabledAt: null, recoveryCodesLeft: 0 };
  const [left] = await deps.db
    .select({ total: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, input.actor.id), isNull(twoFactorRecoveryCodes.usedAt)));
  return { enabled: true, enabledAt: secret.enabledAt?.toISOString() ?? null, recoveryCodesLeft: left?.total ?? 0 };
}

/** True when the person has two-factor sign-in on. */
export async function isTwoFactorOn(deps: Pick<AppDeps, 'db'>, userId: string): Promise<boolean> {
  return Boolean(await enabledSecret(deps.db, userId));
}

/**
 * A new secret for the authenticator app, not yet on: shown once here (QR code and text), then kept on the server
 * only. A setup again before enabling replaces it.
 */
export async function setUpTwoFactor(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { actor: UserRow },
): Promise<TTwoFactorSetupResponse> {
  const { actor } = input;
  if (await enabledSecret(deps.db, actor.id))
    throw new AppError('TWO_FACTOR_ALREADY_ON', TWO_FACTOR_MESSAGES.alreadyOn);
  const secret = newTotpSecret();
  const now = deps.clock.now();
  await deps.db
    .insert(twoFactorSecrets)
    .values({ userId: actor.id, secret, createdAt: now })
    .onConflictDoUpdate({
      target: twoFactorSecrets.userId,
      set: { secret, createdAt: now, lastUsedStep: null },
      // Never over an enabled secret (a setup racing an enable).
      setWhere: isNull(twoFactorSecrets.enabledAt),
    });
  const otpauthUri = totpFor(secret, actor.email).toString();
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return {
    message: TWO_FACTOR_MESSAGES.setupReady,
    secret,
    otpauthUri,
    qrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/** A first code of the app turns it on; the 10 recovery codes come back in clear, this once. */
export async function enableTwoFactor(deps: Deps, input: { actor: UserRow; code: string }): Promise<string[]> {
  const { actor } = input;
  await consumeRateLimit(deps, CODE_CHECK_PER_USER, actor.id);
  const [pending] = await deps.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, actor.id));
  if (pending?.enabledAt) throw new AppError('TWO_FACTOR_ALREADY_ON', TWO_FACTOR_MESSAGES.alreadyOn);
  if (!pending) throw new AppError('TWO_FACTOR_NOT_ON', TWO_FACTOR_MESSAGES.notSetUp);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    if (!(await useTotpCode(tx, { userId: actor.id, secret: pending.secret, code: input.code, now }))) {
      throw new AppError('TWO_FACTOR_INVALID', TWO_FACTOR_MESSAGES.invalid);
    }
    const enabled = await tx
      .update(twoFactorSecrets)
      .set({ enabledAt: now })
      .where(and(eq(twoFactorSecrets.userId, actor.id), eq(twoFactorSecrets.secret, pending.secret)))
      .returning({ userId: twoFactorSecrets.userId });
    if (enabled.length === 0) throw new AppError('TWO_FACTOR_NOT_ON', TWO_FACTOR_MESSAGES.notSetUp);
    return replaceRecoveryCodes(tx, actor.id);
  });
}

async function replaceRecoveryCodes(tx: Parameters<typeof useAnyCode>[0], userId: string): Promise<string[]> {
  const { codes, rows } = newRecoveryCodes(userId);
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await tx.insert(twoFactorRecoveryCodes).values(rows);
  return codes;
}

/**
 * The code a sensitive move asks for when two-factor sign-in is on (an app code or a recovery code); nothing when
 * it is off. Missing: TWO_FACTOR_REQUIRED (the screen shows the field); wrong, old or used: TWO_FACTOR_INVALID.
 */
export async function assertSecondFactor(
  deps: Deps,
  input: { actor: UserRow; code: string | undefined },
): Promise<void> {
  const secret = await enabledSecret(deps.db, input.actor.id);
  if (!secret) return;
  if (!input.code) throw new AppError('TWO_FACTOR_REQUIRED', TWO_FACTOR_MESSAGES.required);
  await consumeRateLimit(deps, CODE_CHECK_PER_USER, input.actor.id);
  const now = deps.clock.now();
  if (!(await useAnyCode(deps.db, { userId: input.actor.id, secret: secret.secret, code: input.code, now }))) {
    throw new AppError('TWO_FACTOR_INVALID', TWO_FACTOR_MESSAGES.invalid);
  }
}

/** Turning it off: the password and a code; the secret, recovery codes, tickets and remembered devices go. */
export async function disableTwoFactor(
  deps: Deps,
  input: { actor: UserRow; password: string; code: string },
): Promise<void> {
  const { actor } = input;
  if (!(await enabledSecret(deps.db, actor.id))) throw new AppError('TWO_FACTOR_NOT_ON', TWO_FACTOR_MESSAGES.notOn);
  await assertPassword(deps, actor, input.password);
  await assertSecondFactor(deps, { actor, code: input.code });
  await deps.db.transaction(async (tx) => {
    await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, actor.id));
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, actor.id));
    await tx.delete(twoFactorTickets).where(eq(twoFactorTickets.userId, actor.id));
    await tx.delete(twoFactorDevices).where(eq(twoFactorDevices.userId, actor.id));
  });
}

/** New recovery codes for the password and a code; the old ones stop working. */
export async function regenerateRecoveryCodes(
  deps: Deps,
  input: { actor: UserRow; password: string; code: string },
): Promise<string[]> {
  const { actor } = input;
  if (!(await enabledSecret(deps.db, actor.id))) throw new AppError('TWO_FACTOR_NOT_ON', TWO_FACTOR_MESSAGES.notOn);
  await assertPassword(deps, actor, input.password);
  await assertSecondFactor(deps, { actor, code: input.code });
  return deps.db.transaction((tx) => replaceRecoveryCodes(tx, actor.id));
}
