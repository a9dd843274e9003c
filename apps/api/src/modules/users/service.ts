import { COMMON_MESSAGES } from '@labora/shared/errors';
import { USERS_MESSAGES } from '@labora/shared/users';
import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { refreshStatsOf } from '../../db/people-stats.js';
import { contracts } from '../../db/schema/contracts.js';
import { gigs } from '../../db/schema/gigs.js';
import { type UserRow, users } from '../../db/schema/users.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { removeAttachments } from '../../lib/attachments.js';
import { removePublicImage } from '../../lib/public-images.js';
import { recordSessionsEnded } from '../auth/service.js';
import { dataExportFilesOf, removeDataExportFiles } from '../data-export/service.js';
import { portfolioPictureUrlsOf } from '../portfolio/service.js';
import { filesNoLongerNamed, filesThatMayCascade } from './erased-files.js';

export { removeAvatar, setAvatar } from './avatar.js';
export { confirmEmailChange, requestEmailChange } from './email-change.js';
export { assertOwnPassword } from './password-check.js';
export { changePhone, confirmPhoneVerification, requestPhoneVerification, toPhoneStatus } from './phone.js';
export { toProfile, updateProfile } from './profile.js';
export { setProfileVisibility } from './profile-visibility.js';

/** Who may change a user's own account data: the user themself or an admin. */
function assertSelfOrAdmin(actor: UserRow, userId: string): void {
  if (actor.id !== userId && actor.role !== 'admin') throw new AppError('FORBIDDEN', COMMON_MESSAGES.forbidden);
}

export async function setFreelancer(
  deps: Pick<AppDeps, 'db' | 'clock'>,
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

/**
 * LGPD erasure, for the account's own deletion and the admin's: in one transaction `check` runs first (it locks
 * what it needs and may refuse), then the user's row goes and with it (ON DELETE CASCADE) everything referencing
 * it: sessions, codes, jobs, proposals, contracts, reviews, gigs, portfolio, copies of their data. The image files, the
 * attachments of the rows that cascaded and the copies' ZIPs go from the store once the transaction has committed.
 */
export async function eraseUser(
  deps: Pick<AppDeps, 'db' | 'clock' | 'files' | 'exportFiles' | 'log' | 'realtime'>,
  input: { userId: string; check(tx: Executor): Promise<void> },
): Promise<void> {
  const { imageUrls, exportFiles, attachments } = await deps.db.transaction(async (tx) => {
    await input.check(tx);
    const exportFiles = await dataExportFilesOf(tx, input.userId);
    const mayCascade = await filesThatMayCascade(tx, input.userId);
    // Their contracts and reviews go with them: the other sides' kept ratings and counts are recomputed.
    const sides = await tx
      .select({ clientId: contracts.clientId, freelancerId: contracts.freelancerId })
      .from(contracts)
      .where(or(eq(contracts.clientId, input.userId), eq(contracts.freelancerId, input.userId)));
    const urls = await deleteUserRow(tx, input.userId);
    // Their sessions went with the row: their sockets close at once.
    recordSessionsEnded(tx, input.userId);
    const others = sides.flatMap((c) => [c.clientId, c.freelancerId]).filter((id) => id !== input.userId);
    await refreshStatsOf(tx, others, deps.clock.now());
    return { imageUrls: urls, exportFiles, attachments: await filesNoLongerNamed(tx, mayCascade) };
  });
  await removeImages(deps, imageUrls);
  await removeAttachments(deps.files, attachments).catch((error: unknown) => {
    deps.log.error({ err: error, count: attachments.length }, 'attachments of a deleted account not removed');
  });
  await removeDataExportFiles(deps, exportFiles);
}

/** Deletes the row inside the caller's transaction; returns the public image files the rows pointed at. */
async function deleteUserRow(tx: Executor, userId: string): Promise<(string | null)[]> {
  const [row] = await tx.select({ avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, userId)).for('update');
  const gigImages = await tx
    .select({ url: gigs.imageUrl })
    .from(gigs)
    .where(and(eq(gigs.sellerId, userId), isNotNull(gigs.imageUrl)))
    // Locked, so a picture being replaced right now cannot slip past this list.
    .for('update');
  const portfolioPictures = await portfolioPictureUrlsOf(tx, userId);
  await tx.delete(users).where(eq(users.id, userId));
  return [row?.avatarUrl ?? null, ...gigImages.map((gig) => gig.url), ...portfolioPictures];
}

/** The account is gone whatever happens to its files; a leftover is logged for someone to clean. */
async function removeImages(deps: Pick<AppDeps, 'files' | 'log'>, urls: (string | null)[]): Promise<void> {
  for (const url of urls) {
    await removePublicImage(deps.files, url).catch((error: unknown) => {
      deps.log.error({ err: error, url }, 'image of a deleted account not removed');
    });
  }
}
