import { AVATAR_LIMITS, USERS_MESSAGES } from '@labora/shared/users';
import { eq } from 'drizzle-orm';
import { type UserRow, users } from '../../db/schema/users.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { reencodeImage, removePublicImage, storePublicImage } from '../../lib/public-images.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'files'>;

async function saveAvatarUrl(deps: Deps, userId: string, avatarUrl: string | null): Promise<UserRow> {
  const [user] = await deps.db
    .update(users)
    .set({ avatarUrl, updatedAt: deps.clock.now() })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new AppError('NOT_FOUND', USERS_MESSAGES.notFound);
  return user;
}

/** Replaces the user's picture with a square WebP: a new file first, then the row, then the old file goes. */
export async function setAvatar(deps: Deps, actor: UserRow, upload: Buffer): Promise<UserRow> {
  const side = AVATAR_LIMITS.sizePx;
  const webp = await reencodeImage(upload, { width: side, height: side });
  const newUrl = await storePublicImage(deps.files, 'avatars', webp, deps.clock.now());
  let user: UserRow;
  try {
    user = await saveAvatarUrl(deps, actor.id, newUrl);
  } catch (error) {
    await removePublicImage(deps.files, newUrl);
    throw error;
  }
  await removePublicImage(deps.files, actor.avatarUrl);
  return user;
}

export async function removeAvatar(deps: Deps, actor: UserRow): Promise<UserRow> {
  const user = await saveAvatarUrl(deps, actor.id, null);
  await removePublicImage(deps.files, actor.avatarUrl);
  return user;
}
