import { ACCOUNT_MESSAGES } from '@labora/shared/account';
import { COMMON_MESSAGES } from '@labora/shared/errors';
import { and, eq, isNull } from 'drizzle-orm';
import { oneTimeCodes } from '../../db/schema/one-time-codes.js';
import { type UserRow, users } from '../../db/schema/users.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/password-hash.js';
import { assertNotLastActiveAdmin } from '../admin/service.js';
import { revokeAllSessions, revokeOtherSessions } from '../auth/service.js';
import { declineOrdersToSeller } from '../gigs/service.js';
import { assertSecondFactor, forgetRememberedDevices } from '../two-factor/service.js';
import { assertOwnPassword, eraseUser } from '../users/service.js';
import { closeWallet } from '../wallet/service.js';

export { getCpfStatus, setCpf } from './cpf.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'rateLimitFactor' | 'realtime'>;

/** Counts the attempt against the budget shared with the e-mail change, then checks the password. */
function assertPassword(deps: Deps, actor: UserRow, password: string, wrongMessage: string) {
  return assertOwnPassword(deps, { actor, password, wrongMessage });
}

/**
 * Sets a new password and signs out every other session of the user; the one that asked stays in.
 * Pending recovery codes die too: they were meant for the password that is gone.
 */
export async function changePassword(
  deps: Deps,
  input: { actor: UserRow; sessionToken: string; currentPassword: string; newPassword: string },
): Promise<void> {
  const { actor } = input;
  await assertPassword(deps, actor, input.currentPassword, ACCOUNT_MESSAGES.currentPasswordWrong);
  const passwordHash = await hashPassword(input.newPassword);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    // Only if the password is still the one just checked: of two changes at once, the second finds it gone.
    // The user row is locked before the sessions, in the order password recovery and the admin module use.
    const changed = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(and(eq(users.id, actor.id), eq(users.passwordHash, actor.passwordHash)))
      .returning({ id: users.id });
    if (changed.length === 0) throw new AppError('WRONG_PASSWORD', ACCOUNT_MESSAGES.currentPasswordWrong);
    await revokeOtherSessions(tx, { userId: actor.id, sessionToken: input.sessionToken });
    await forgetRememberedDevices(tx, actor.id);
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: now })
      .where(and(eq(oneTimeCodes.userId, actor.id), isNull(oneTimeCodes.consumedAt)));
  });
}

/** Ends every session of the user, the one that asked included, and forgets their remembered devices. */
export async function signOutEverywhere(
  deps: Pick<AppDeps, 'db' | 'realtime'>,
  input: { actor: UserRow },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await revokeAllSessions(tx, input.actor.id);
    await forgetRememberedDevices(tx, input.actor.id);
  });
}

/**
 * LGPD erasure at the user's own request (users' eraseUser: the row, everything referencing it, then the image
 * files). The last active admin is refused, as in the admin module, and so is a person whose money is still held
 * (a buyer's order waiting for its seller included); orders waiting for them as a seller are declined and refunded.
 */
export async function deleteAccount(
  deps: Deps & Pick<AppDeps, 'files' | 'exportFiles' | 'log'>,
  input: { actor: UserRow; password: string; twoFactorCode?: string | undefined },
): Promise<void> {
  const { actor } = input;
  await assertPassword(deps, actor, input.password, ACCOUNT_MESSAGES.passwordWrong);
  await assertSecondFactor(deps, { actor, code: input.twoFactorCode });
  await eraseUser(deps, {
    userId: actor.id,
    async check(tx) {
      await assertNotLastActiveAdmin(tx, actor.id, ACCOUNT_MESSAGES.lastAdmin);
      const [row] = await tx
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, actor.id))
        .for('update');
      if (!row) throw new AppError('UNAUTHORIZED', COMMON_MESSAGES.unauthorized);
      // The password was checked against the row as the request found it; a change since then wins.
      if (row.passwordHash !== actor.passwordHash) {
        throw new AppError('WRONG_PASSWORD', ACCOUNT_MESSAGES.passwordWrong);
      }
      // Their buyers' money goes back before the cascade takes the orders (the row lock above keeps new ones out).
      await declineOrdersToSeller(tx, actor.id, deps.clock.now());
      // Money still in the wallet, in escrow or on its way out must be settled first; the ledger's rows stay.
      await closeWallet(tx, actor.id);
    },
  });
}
