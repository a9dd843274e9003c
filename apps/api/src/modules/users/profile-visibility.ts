import type { TProfileVisibility } from '@labora/shared/public-pages';
import { eq } from 'drizzle-orm';
import { type UserRow, users } from '../../db/schema/users.js';
import type { AppDeps } from '../../deps.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** Shows or hides the actor's profile to visitors without an account; updatedAt moves, so the sitemap's lastmod does. */
export async function setProfileVisibility(
  deps: Deps,
  input: { actor: UserRow; publicProfile: boolean },
): Promise<TProfileVisibility> {
  const [row] = await deps.db
    .update(users)
    .set({ publicProfile: input.publicProfile, updatedAt: deps.clock.now() })
    .where(eq(users.id, input.actor.id))
    .returning({ publicProfile: users.publicProfile });
  return { publicProfile: row?.publicProfile ?? input.publicProfile };
}
