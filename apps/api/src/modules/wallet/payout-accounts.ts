import {
  describePayoutAccount,
  PAYOUT_ACCOUNTS_LIMIT,
  SAVED_PAYOUT_ACCOUNT_MESSAGES,
  type TPayoutAccount,
  type TPayoutAccountItem,
  type TPayoutAccountList,
  ZSavedPayoutAccount,
} from '@labora/shared/payout-accounts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { UserRow } from '../../db/schema/users.js';
import { users } from '../../db/schema/users.js';
import { type PayoutAccountRow, payoutAccounts } from '../../db/schema/wallet.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { assertOwnPixKey } from './withdrawals.js';

/**
 * Accounts a person saved for their next withdrawals. Nothing here moves money: a withdrawal still sends its own
 * accountInfo (the web app fills it from a saved account), so a saved account is a convenience, never a target.
 */

type Deps = Pick<AppDeps, 'db' | 'clock'>;

function toItem(row: PayoutAccountRow): TPayoutAccountItem {
  return {
    id: row.id,
    method: row.method,
    label: row.label,
    account: ZSavedPayoutAccount.parse(row.account),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The caller's saved accounts, newest first. */
export async function listPayoutAccounts(deps: Deps, input: { actor: UserRow }): Promise<TPayoutAccountList> {
  const rows = await deps.db
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.userId, input.actor.id))
    .orderBy(desc(payoutAccounts.createdAt), desc(payoutAccounts.id));
  return { items: rows.map(toItem) };
}

/**
 * Saves a canonical account (ZPayoutAccount's output). The same account saved again answers the one already saved
 * (`created: false`), even at the limit; a new one past PAYOUT_ACCOUNTS_LIMIT is refused. The person's row is
 * locked so two saves at once cannot both pass the limit.
 */
export async function savePayoutAccount(
  deps: Deps,
  input: { actor: UserRow; account: TPayoutAccount },
): Promise<{ created: boolean; account: TPayoutAccountItem }> {
  const { actor, account } = input;
  // A key that could never be withdrawn to is not worth saving.
  assertOwnPixKey(actor, account);
  return deps.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for('no key update');
    const mine = eq(payoutAccounts.userId, actor.id);
    const [existing] = await tx
      .select()
      .from(payoutAccounts)
      .where(and(mine, eq(payoutAccounts.method, account.method), eq(payoutAccounts.account, account)));
    if (existing) return { created: false, account: toItem(existing) };
    const [saved] = await tx.select({ total: count() }).from(payoutAccounts).where(mine);
    if ((saved?.total ?? 0) >= PAYOUT_ACCOUNTS_LIMIT) {
      throw new AppError('PAYOUT_ACCOUNT_LIMIT', SAVED_PAYOUT_ACCOUNT_MESSAGES.limit);
    }
    const [row] = await tx
      .insert(payoutAccounts)
      .values({
        userId: actor.id,
        method: account.method,
        account,
        label: describePayoutAccount(account),
        createdAt: deps.clock.now(),
      })
      .returning();
    if (!row) throw new Error('payout account not inserted');
    return { created: true, account: toItem(row) };
  });
}

/** Removes one of the caller's saved accounts; another person's is not found, as if it did not exist. */
export async function removePayoutAccount(deps: Deps, input: { actor: UserRow; id: string }): Promise<void> {
  const removed = await deps.db
    .delete(payoutAccounts)
    .where(and(eq(payoutAccounts.id, input.id), eq(payoutAccounts.userId, input.actor.id)))
    .returning({ id: payoutAccounts.id });
  if (removed.length === 0) throw new AppError('NOT_FOUND', SAVED_PAYOUT_ACCOUNT_MESSAGES.notFound);
}
