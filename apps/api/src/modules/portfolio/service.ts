import {
  PORTFOLIO_LIMITS,
  PORTFOLIO_MESSAGES,
  type TPortfolioItem,
  type TPortfolioItemFields,
} from '@labora/shared/portfolio';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { type PortfolioItemRow, portfolioItems, portfolioPictures } from '../../db/schema/portfolio.js';
import { type UserRow, users } from '../../db/schema/users.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { reencodeImage, removePublicImage, storePublicImage } from '../../lib/public-images.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'files'>;

const ORDER = [asc(portfolioItems.position), asc(portfolioItems.createdAt), asc(portfolioItems.id)];

async function itemsWithPictures(db: Executor, rows: PortfolioItemRow[]): Promise<TPortfolioItem[]> {
  const ids = rows.map((row) => row.id);
  const pictures = ids.length
    ? await db
        .select()
        .from(portfolioPictures)
        .where(inArray(portfolioPictures.itemId, ids))
        .orderBy(asc(portfolioPictures.position), asc(portfolioPictures.id))
    : [];
  return rows.map((row) => ({
    id: row.id,
    freelancerId: row.freelancerId,
    title: row.title,
    description: row.description,
    link: row.link,
    skills: row.skills,
    position: row.position,
    pictures: pictures.filter((p) => p.itemId === row.id).map((p) => ({ id: p.id, url: p.url })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

async function ownerItems(db: Executor, freelancerId: string): Promise<TPortfolioItem[]> {
  const rows = await db
    .select()
    .from(portfolioItems)
    .where(eq(portfolioItems.freelancerId, freelancerId))
    .orderBy(...ORDER);
  return itemsWithPictures(db, rows);
}

async function oneItem(db: Executor, id: string): Promise<TPortfolioItem> {
  const rows = await db.select().from(portfolioItems).where(eq(portfolioItems.id, id));
  const [item] = await itemsWithPictures(db, rows);
  if (!item) throw new AppError('NOT_FOUND', PORTFOLIO_MESSAGES.notFound);
  return item;
}

/** Anyone's read, guests included: an active person's items in their order (nothing in them is private). */
export async function listPortfolio(deps: Pick<AppDeps, 'db'>, input: { freelancerId: string; guest: boolean }) {
  const [person] = await deps.db
    .select({ id: users.id, publicProfile: users.publicProfile })
    .from(users)
    .where(and(eq(users.id, input.freelancerId), eq(users.isActive, true)));
  // A profile hidden from guests hides its portfolio from them the same way: as if it were not there.
  if (!person || (input.guest && !person.publicProfile)) {
    throw new AppError('NOT_FOUND', PORTFOLIO_MESSAGES.freelancerNotFound);
  }
  return { items: await ownerItems(deps.db, person.id) };
}

/** Locks the owner's row: creations, removals and reorders of one portfolio run one at a time. */
async function lockOwner(tx: Executor, ownerId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
}

/** The item, if `actor` owns it; `lock` holds its row (and so its picture count) until the transaction ends. */
async function ownItem(db: Executor, actor: UserRow, id: string, lock = false): Promise<PortfolioItemRow> {
  const query = db.select().from(portfolioItems).where(eq(portfolioItems.id, id));
  const [item] = lock ? await query.for('update') : await query;
  if (!item) throw new AppError('NOT_FOUND', PORTFOLIO_MESSAGES.notFound);
  if (item.freelancerId !== actor.id) throw new AppError('NOT_PORTFOLIO_OWNER', PORTFOLIO_MESSAGES.notOwner);
  return item;
}

/** A freelancer adds a piece of work at the end of their portfolio, up to PORTFOLIO_LIMITS.itemsMax. */
export async function createPortfolioItem(deps: Deps, input: { actor: UserRow; fields: TPortfolioItemFields }) {
  if (input.actor.isFreelancer !== true) throw new AppError('NOT_FREELANCER', PORTFOLIO_MESSAGES.notFreelancer);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await lockOwner(tx, input.actor.id);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int`, last: sql<number>`coalesce(max(${portfolioItems.position}), -1)::int` })
      .from(portfolioItems)
      .where(eq(portfolioItems.freelancerId, input.actor.id));
    if ((count?.n ?? 0) >= PORTFOLIO_LIMITS.itemsMax) {
      throw new AppError('PORTFOLIO_LIMIT', PORTFOLIO_MESSAGES.tooManyItems);
    }
    const [row] = await tx
      .insert(portfolioItems)
      .values({
        freelancerId: input.actor.id,
        ...input.fields,
        position: (count?.last ?? -1) + 1,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return oneItem(tx, row?.id ?? '');
  });
}

export async function updatePortfolioItem(
  deps: Deps,
  input: { actor: UserRow; id: string; fields: TPortfolioItemFields },
) {
  await ownItem(deps.db, input.actor, input.id);
  await deps.db
    .update(portfolioItems)
    .set({ ...input.fields, updatedAt: deps.clock.now() })
    .where(eq(portfolioItems.id, input.id));
  return oneItem(deps.db, input.id);
}

/** Removes the item and its pictures; the ones after it move up one place, so positions stay 0…n-1. */
export async function removePortfolioItem(deps: Deps, input: { actor: UserRow; id: string }): Promise<void> {
  const urls = await deps.db.transaction(async (tx) => {
    await lockOwner(tx, input.actor.id);
    const item = await ownItem(tx, input.actor, input.id, true);
    const pictures = await tx
      .select({ url: portfolioPictures.url })
      .from(portfolioPictures)
      .where(eq(portfolioPictures.itemId, item.id));
    await tx.delete(portfolioItems).where(eq(portfolioItems.id, item.id));
    await tx
      .update(portfolioItems)
      .set({ position: sql`${portfolioItems.position} - 1` })
      .where(and(eq(portfolioItems.freelancerId, item.freelancerId), gt(portfolioItems.position, item.position)));
    return pictures.map((p) => p.url);
  });
  for (const url of urls) await removePublicImage(deps.files, url);
}

/** The owner's new order: every one of their items exactly once, first shown first. */
export async function reorderPortfolio(deps: Deps, input: { actor: UserRow; itemIds: string[] }) {
  return deps.db.transaction(async (tx) => {
    await lockOwner(tx, input.actor.id);
    const current = await tx
      .select({ id: portfolioItems.id })
      .from(portfolioItems)
      .where(eq(portfolioItems.freelancerId, input.actor.id));
    const wanted = new Set(input.itemIds);
    const same =
      wanted.size === input.itemIds.length &&
      wanted.size === current.length &&
      current.every((item) => wanted.has(item.id));
    if (!same) throw new AppError('PORTFOLIO_ORDER_MISMATCH', PORTFOLIO_MESSAGES.orderMismatch);
    const now = deps.clock.now();
    for (const [position, id] of input.itemIds.entries()) {
      await tx.update(portfolioItems).set({ position, updatedAt: now }).where(eq(portfolioItems.id, id));
    }
    return { items: await ownerItems(tx, input.actor.id) };
  });
}

async function pictureCount(db: Executor, itemId: string) {
  const [row] = await db
    .select({
      n: sql<number>`count(*)::int`,
      last: sql<number>`coalesce(max(${portfolioPictures.position}), -1)::int`,
    })
    .from(portfolioPictures)
    .where(eq(portfolioPictures.itemId, itemId));
  return { n: row?.n ?? 0, last: row?.last ?? -1 };
}

/** Adds a picture (re-encoded as WebP, fitted inside the limits' box) to the owner's item, up to picturesMax. */
export async function addPortfolioPicture(deps: Deps, input: { actor: UserRow; id: string; upload: Buffer }) {
  const item = await ownItem(deps.db, input.actor, input.id);
  // Refused before the costly re-encoding when already full; counted again under the lock below.
  if ((await pictureCount(deps.db, item.id)).n >= PORTFOLIO_LIMITS.picturesMax) {
    throw new AppError('PORTFOLIO_PICTURE_LIMIT', PORTFOLIO_MESSAGES.tooManyPictures);
  }
  const webp = await reencodeImage(input.upload, {
    width: PORTFOLIO_LIMITS.pictureMaxWidth,
    height: PORTFOLIO_LIMITS.pictureMaxHeight,
    fit: 'inside',
  });
  const now = deps.clock.now();
  const url = await storePublicImage(deps.files, 'portfolio', webp, now);
  try {
    return await deps.db.transaction(async (tx) => {
      await ownItem(tx, input.actor, input.id, true);
      const pictures = await pictureCount(tx, item.id);
      if (pictures.n >= PORTFOLIO_LIMITS.picturesMax) {
        throw new AppError('PORTFOLIO_PICTURE_LIMIT', PORTFOLIO_MESSAGES.tooManyPictures);
      }
      await tx.insert(portfolioPictures).values({ itemId: item.id, url, position: pictures.last + 1, createdAt: now });
      await tx.update(portfolioItems).set({ updatedAt: now }).where(eq(portfolioItems.id, item.id));
      return oneItem(tx, item.id);
    });
  } catch (error) {
    await removePublicImage(deps.files, url);
    throw error;
  }
}

export async function removePortfolioPicture(deps: Deps, input: { actor: UserRow; id: string; pictureId: string }) {
  const url = await deps.db.transaction(async (tx) => {
    const item = await ownItem(tx, input.actor, input.id, true);
    const [picture] = await tx
      .delete(portfolioPictures)
      .where(and(eq(portfolioPictures.id, input.pictureId), eq(portfolioPictures.itemId, item.id)))
      .returning({ url: portfolioPictures.url });
    if (!picture) throw new AppError('NOT_FOUND', PORTFOLIO_MESSAGES.pictureNotFound);
    await tx.update(portfolioItems).set({ updatedAt: deps.clock.now() }).where(eq(portfolioItems.id, item.id));
    return picture.url;
  });
  await removePublicImage(deps.files, url);
  return oneItem(deps.db, input.id);
}

/**
 * The picture files of a person's portfolio, for the erasure of their account (users' eraseUser): read inside its
 * transaction, with the items locked so a picture being added right now cannot slip past the list.
 */
export async function portfolioPictureUrlsOf(tx: Executor, userId: string): Promise<string[]> {
  await tx
    .select({ id: portfolioItems.id })
    .from(portfolioItems)
    .where(eq(portfolioItems.freelancerId, userId))
    .for('update');
  const rows = await tx
    .select({ url: portfolioPictures.url })
    .from(portfolioPictures)
    .innerJoin(portfolioItems, eq(portfolioItems.id, portfolioPictures.itemId))
    .where(eq(portfolioItems.freelancerId, userId));
  return rows.map((row) => row.url);
}
