import { sellerLevel } from '@labora/shared/freelancers';
import { GIG_LIMITS, GIG_MESSAGES, type TGig, type ZGigInput, type ZListGigsQuery } from '@labora/shared/gigs';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { type GigRow, gigPackages, gigs } from '../../db/schema/gigs.js';
import { type UserRow, users } from '../../db/schema/users.js';
import { type AppDeps, onReadReplica } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { reencodeImage, removePublicImage, storePublicImage } from '../../lib/public-images.js';
import { freelancerStatsColumns } from '../freelancers/service.js';
import { declineWaitingOrders } from './orders.js';
import { lowestPrice, packageRows, toPackage } from './packages.js';

export {
  acceptGigOrder,
  cancelGigOrder,
  declineGigOrder,
  declineOrdersToSeller,
  listGigOrders,
  orderGig,
} from './orders.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'files'>;
type GigFields = z.output<typeof ZGigInput>;

function selection(now: Date) {
  return {
    gig: gigs,
    firstName: users.firstName,
    lastName: users.lastName,
    avatarUrl: users.avatarUrl,
    ...freelancerStatsColumns(gigs.sellerId, now),
  };
}

type Row = {
  gig: GigRow;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  rating: number | null;
  reviewCount: number;
  completedProjects: number;
};

function toGig(row: Row, packages: TGig['packages']): TGig {
  const { gig } = row;
  return {
    id: gig.id,
    title: gig.title,
    description: gig.description,
    category: gig.category,
    priceCents: gig.priceCents,
    packages,
    imageUrl: gig.imageUrl,
    hasVideoCall: gig.hasVideoCall,
    createdAt: gig.createdAt.toISOString(),
    seller: {
      id: gig.sellerId,
      name: `${row.firstName} ${row.lastName}`,
      avatarUrl: row.avatarUrl,
      level: sellerLevel(row.completedProjects, row.rating),
      rating: row.rating,
      reviewCount: row.reviewCount,
    },
  };
}

async function selectGigs(deps: Deps, where: ReturnType<typeof and>, limit: number, offset = 0) {
  const rows = await deps.db
    .select(selection(deps.clock.now()))
    .from(gigs)
    .innerJoin(users, eq(users.id, gigs.sellerId))
    .where(and(eq(gigs.isActive, true), eq(users.isActive, true), where))
    .orderBy(desc(gigs.createdAt), desc(gigs.id))
    .limit(limit)
    .offset(offset);
  // The page's packages in one query, Básico first (the enum's order).
  const ids = rows.map((row) => row.gig.id);
  const packages = ids.length
    ? await deps.db
        .select()
        .from(gigPackages)
        .where(inArray(gigPackages.gigId, ids))
        .orderBy(gigPackages.gigId, gigPackages.tier)
    : [];
  return rows.map((row) => toGig(row, packages.filter((p) => p.gigId === row.gig.id).map(toPackage)));
}

export async function getGig(deps: Deps, id: string): Promise<TGig> {
  const [gig] = await selectGigs(deps, eq(gigs.id, id), 1);
  if (!gig) throw new AppError('NOT_FOUND', GIG_MESSAGES.notFound);
  return gig;
}

/** Active gigs of active sellers, newest first; by category or by seller. */
export async function findGigs(
  primary: Deps & Pick<AppDeps, 'readDb'>,
  input: { query: z.output<typeof ZListGigsQuery> },
) {
  const { query } = input;
  // A public list: a little lag is fine (the replica).
  const deps = onReadReplica(primary);
  const where = and(
    query.category ? eq(gigs.category, query.category) : undefined,
    query.sellerId ? eq(gigs.sellerId, query.sellerId) : undefined,
  );
  return selectGigs(deps, where, query.pageSize, (query.page - 1) * query.pageSize);
}

/** A freelancer publishes a service, up to GIG_LIMITS.perSeller. */
export async function createGig(deps: Deps, input: { actor: UserRow; fields: GigFields }): Promise<TGig> {
  if (input.actor.isFreelancer !== true) throw new AppError('NOT_FREELANCER', GIG_MESSAGES.notFreelancer);
  const id = await deps.db.transaction(async (tx) => {
    // Locking the seller's row serialises their creations, so the cap holds under concurrent requests.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.actor.id)).for('update');
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(gigs)
      .where(and(eq(gigs.sellerId, input.actor.id), eq(gigs.isActive, true)));
    if ((count?.n ?? 0) >= GIG_LIMITS.perSeller) throw new AppError('GIG_LIMIT', GIG_MESSAGES.tooMany);
    const { packages, ...fields } = input.fields;
    const [gig] = await tx
      .insert(gigs)
      .values({ sellerId: input.actor.id, ...fields, priceCents: lowestPrice(packages), createdAt: deps.clock.now() })
      .returning({ id: gigs.id });
    const id = gig?.id ?? '';
    await tx.insert(gigPackages).values(packageRows(id, packages));
    return id;
  });
  return getGig(deps, id);
}

async function ownGig(db: Executor, actor: UserRow, id: string): Promise<GigRow> {
  const [gig] = await db
    .select()
    .from(gigs)
    .where(and(eq(gigs.id, id), eq(gigs.isActive, true)));
  if (!gig) throw new AppError('NOT_FOUND', GIG_MESSAGES.notFound);
  if (gig.sellerId !== actor.id) throw new AppError('NOT_GIG_OWNER', GIG_MESSAGES.notOwner);
  return gig;
}

export async function updateGig(deps: Deps, input: { actor: UserRow; id: string; fields: GigFields }) {
  await ownGig(deps.db, input.actor, input.id);
  const { packages, ...fields } = input.fields;
  // The packages are replaced whole: a tier left out (or null) is no longer offered. Orders keep theirs.
  await deps.db.transaction(async (tx) => {
    await tx
      .update(gigs)
      .set({ ...fields, priceCents: lowestPrice(packages) })
      .where(eq(gigs.id, input.id));
    await tx.delete(gigPackages).where(eq(gigPackages.gigId, input.id));
    await tx.insert(gigPackages).values(packageRows(input.id, packages));
  });
  return getGig(deps, input.id);
}

export async function removeGig(deps: Deps, input: { actor: UserRow; id: string }) {
  const gig = await ownGig(deps.db, input.actor, input.id);
  await deps.db.transaction(async (tx) => {
    await declineWaitingOrders(tx, input.id, deps.clock.now());
    await tx.delete(gigs).where(eq(gigs.id, input.id));
  });
  await removePublicImage(deps.files, gig.imageUrl);
}

/** Replaces a gig's picture with a 16:9 WebP (GIG_LIMITS image size). */
export async function setGigImage(deps: Deps, input: { actor: UserRow; id: string; upload: Buffer }) {
  const gig = await ownGig(deps.db, input.actor, input.id);
  const webp = await reencodeImage(input.upload, { width: GIG_LIMITS.imageWidth, height: GIG_LIMITS.imageHeight });
  const url = await storePublicImage(deps.files, 'gigs', webp, deps.clock.now());
  try {
    await deps.db.update(gigs).set({ imageUrl: url }).where(eq(gigs.id, gig.id));
  } catch (error) {
    await removePublicImage(deps.files, url);
    throw error;
  }
  await removePublicImage(deps.files, gig.imageUrl);
  return getGig(deps, gig.id);
}
