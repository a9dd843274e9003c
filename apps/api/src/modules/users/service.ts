import { COMMON_MESSAGES } from '@labora/shared/errors';
import { USERS_MESSAGES } from '@labora/shared/users';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type UserRow, users } from '../../db/schema/users.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';

/** Who may change a user's own account data: the user themself or an admin. */
export function assertSelfOrAdmin(actor: UserRow, userId: string): void {
  if (actor.id !== userId && actor.role !== 'admin') throw new AppError('FORBIDDEN', COMMON_MESSAGES.forbidden);
}

export async function setFreelancer(
  deps: { db: Db; clock: Clock },
  input: { actor: UserRow; userId: string; isFreelancer: boolean },
): Promise<UserRow> {
  assertSelfOrAdmin(input.actor, input.userId);
  const [user] = await deps.db
    .update(users)
    .set({ isFreelancer: input.isFreelancer, updatedAt: deps.clock.now() })
    .where(eq(users.id, input.userId))
    .returning();
  if (!user) throw new AppError('NOT_FOUND', USERS_MESSAGES.notFound);
  return user;
}
