import { sellerLevel } from '@labora/shared/freelancers';
import {
  PUBLIC_PAGE_MESSAGES,
  PUBLIC_PROFILE_LIMITS,
  type TPublicFreelancer,
  type TPublicJob,
} from '@labora/shared/public-pages';
import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { countDueReviews } from '../../db/people-stats.js';
import { contracts } from '../../db/schema/contracts.js';
import { gigs } from '../../db/schema/gigs.js';
import { jobs } from '../../db/schema/jobs.js';
import { reviews } from '../../db/schema/reviews.js';
import { users } from '../../db/schema/users.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { pickColumns } from '../../lib/pick-columns.js';
import { qualified } from '../../lib/qualified-column.js';
import { listPortfolio } from '../portfolio/service.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** Who a guest may see at /freelancer/{id}: active freelancers who left 'Mostrar meu perfil' on. */
export const publicFreelancer = sql`${users.isFreelancer} and ${users.isActive} and ${users.publicProfile}`;
/** What a guest may see at /job/{id}: open jobs of active clients. */
const publicJob = and(eq(jobs.status, 'open'), eq(users.isActive, true));

/** What a visitor sees of a person: never e-mail, phone, CPF or anything of their account. */
const publicPersonColumns = pickColumns(users, [
  'id',
  'firstName',
  'lastName',
  'avatarUrl',
  'userType',
  'location',
  'bio',
  'hourlyRateCents',
  'skills',
  'rating',
  'reviewCount',
  'completedContracts',
  'createdAt',
]);

/** A freelancer's public profile for a visitor without an account; hidden or missing: NOT_FOUND. */
export async function getPublicFreelancer(deps: Deps, input: { id: string }): Promise<TPublicFreelancer> {
  const now = deps.clock.now();
  await countDueReviews(deps.db, now);
  const [user] = await deps.db
    .select({
      ...publicPersonColumns,
      // Whether a CPF is set, never the CPF.
      cpfVerified: sql<boolean>`${users.cpf} is not null`,
    })
    .from(users)
    .where(and(eq(users.id, input.id), publicFreelancer));
  if (!user) throw new AppError('NOT_FOUND', PUBLIC_PAGE_MESSAGES.freelancerNotFound);
  const [reviewRows, gigRows, portfolio] = await Promise.all([
    deps.db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        comment: reviews.comment,
        createdAt: reviews.createdAt,
        contractTitle: contracts.title,
        reviewerFirstName: users.firstName,
      })
      .from(reviews)
      .innerJoin(contracts, eq(contracts.id, reviews.contractId))
      .innerJoin(users, eq(users.id, reviews.reviewerId))
      .where(and(eq(reviews.revieweeId, user.id), lte(reviews.publishedAt, now)))
      .orderBy(desc(reviews.publishedAt), desc(reviews.id))
      .limit(PUBLIC_PROFILE_LIMITS.reviews),
    deps.db
      .select({
        id: gigs.id,
        title: gigs.title,
        category: gigs.category,
        priceCents: gigs.priceCents,
        imageUrl: gigs.imageUrl,
      })
      .from(gigs)
      .where(and(eq(gigs.sellerId, user.id), eq(gigs.isActive, true)))
      .orderBy(desc(gigs.createdAt), desc(gigs.id))
      .limit(PUBLIC_PROFILE_LIMITS.gigs),
    listPortfolio(deps, { freelancerId: user.id, guest: true }),
  ]);
  return {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`,
    avatarUrl: user.avatarUrl,
    expertise: user.userType,
    location: user.location,
    bio: user.bio,
    hourlyRateCents: user.hourlyRateCents,
    skills: user.skills,
    rating: user.rating,
    reviewCount: user.reviewCount,
    completedProjects: user.completedContracts,
    level: sellerLevel(user.completedContracts, user.rating),
    memberSince: user.createdAt.toISOString(),
    cpfVerified: user.cpfVerified,
    reviews: reviewRows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    gigs: gigRows,
    portfolio: portfolio.items,
  };
}

/** What a visitor sees of a job itself: never its client's id, files, proposals or status. */
const publicJobColumns = pickColumns(jobs, [
  'id',
  'title',
  'category',
  'projectType',
  'budgetCents',
  'hourlyRateCents',
  'experienceLevel',
  'description',
  'skills',
  'location',
  'remote',
  'deliveryDeadline',
  'createdAt',
]);

/** An open job for a visitor without an account; closed or missing: NOT_FOUND. */
export async function getPublicJob(deps: Deps, input: { id: string }): Promise<TPublicJob> {
  const [row] = await deps.db
    .select({
      ...publicJobColumns,
      clientFirstName: users.firstName,
      clientCity: users.location,
      // The same rule as the signed-in job page's 'Pagamento garantido': an escrow funded before.
      paymentGuaranteed: sql<boolean>`exists (select 1 from ${contracts} c where c.client_id = ${qualified(jobs.clientId)} and c.funded_at is not null)`,
    })
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.clientId))
    .where(and(eq(jobs.id, input.id), publicJob));
  if (!row) throw new AppError('NOT_FOUND', PUBLIC_PAGE_MESSAGES.jobNotFound);
  const { clientFirstName, clientCity, paymentGuaranteed, ...job } = row;
  return {
    ...job,
    createdAt: job.createdAt.toISOString(),
    client: { firstName: clientFirstName, city: clientCity, paymentGuaranteed },
  };
}

/** One sitemap file's worth of URLs (the protocol's maximum per file). */
export const SITEMAP_PAGE_SIZE = 50_000;
export type SitemapKind = 'freelancers' | 'jobs';
export interface SitemapEntry {
  id: string;
  updatedAt: Date;
}

function sitemapSource(kind: SitemapKind) {
  return kind === 'freelancers'
    ? { table: users, id: users.id, updatedAt: users.updatedAt, where: publicFreelancer as SQL }
    : { table: jobs, id: jobs.id, updatedAt: jobs.updatedAt, where: eq(jobs.status, 'open') };
}

/**
 * The first id of each sitemap file of `kind`: every pageSize-th id in id order, read in one pass over the
 * primary key, so each file is a keyset page (`id >= first`) that costs the same however far in it is.
 */
export async function sitemapPageStarts(db: Executor, kind: SitemapKind, pageSize = SITEMAP_PAGE_SIZE) {
  const source = sitemapSource(kind);
  const numbered = db
    .select({ id: source.id, n: sql<number>`(row_number() over (order by ${source.id}) - 1)::int`.as('n') })
    .from(source.table)
    .where(source.where)
    .as('numbered');
  const rows = await db
    .select({ id: numbered.id })
    .from(numbered)
    .where(sql`${numbered.n} % ${pageSize} = 0`)
    .orderBy(asc(numbered.id));
  return rows.map((r) => r.id);
}

/** One sitemap file: up to pageSize public ids of `kind` from `from` on, in id order. */
export async function sitemapPage(
  db: Executor,
  kind: SitemapKind,
  from: string,
  pageSize = SITEMAP_PAGE_SIZE,
): Promise<SitemapEntry[]> {
  const source = sitemapSource(kind);
  return db
    .select({ id: source.id, updatedAt: source.updatedAt })
    .from(source.table)
    .where(and(source.where, gte(source.id, from)))
    .orderBy(asc(source.id))
    .limit(pageSize);
}
