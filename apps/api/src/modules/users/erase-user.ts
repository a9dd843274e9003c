import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { gigs } from '../../db/schema/gigs.js';
import { users } from '../../db/schema/users.js';
import { removePublicImage } from '../../lib/public-images.js';

/**
 * Deletes a user's row inside the caller's transaction; everything referencing it goes by ON DELETE CASCADE
 * (sessions, codes, jobs, proposals, contracts, reviews, gigs). Returns the public image files the rows pointed
 * at, for removeImages once the transaction has committed.
 */
export async function deleteUserRow(tx: Executor, userId: string): Promise<(string | null)[]> {
  const [row] = await tx.select({ avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, userId)).for('update');
  const gigImages = await tx
    .select({ url: gigs.imageUrl })
    .from(gigs)
    .where(and(eq(gigs.sellerId, userId), isNotNull(gigs.imageUrl)))
    // Locked, so a picture being replaced right now cannot slip past this list.
    .for('update');
  await tx.delete(users).where(eq(users.id, userId));
  return [row?.avatarUrl ?? null, ...gigImages.map((gig) => gig.url)];
}

/** The account is gone whatever happens to its files; a leftover is logged for someone to clean. */
export async function removeImages(
  deps: { uploadsDir: string; log: { error(obj: unknown, msg: string): void } },
  urls: (string | null)[],
): Promise<void> {
  for (const url of urls) {
    await removePublicImage(deps.uploadsDir, url).catch((error: unknown) => {
      deps.log.error({ err: error, url }, 'image of a deleted account not removed');
    });
  }
}
