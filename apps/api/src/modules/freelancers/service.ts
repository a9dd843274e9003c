import {
  FREELANCER_MESSAGES,
  FREELANCERS_COUNT_CAP,
  sellerLevel,
  type TFreelancerCard,
  type TFreelancerProfile,
  type ZListFreelancersQuery,
} from '@labora/shared/freelancers';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { contracts } from '../../db/schema/contracts.js';
import { type UserRow, users } from '../../db/schema/users.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { cappedCount } from '../../lib/capped-count.js';
import { containsPattern } from '../../lib/fold-text.js';
import { qualified } from '../../lib/qualified-column.js';
import { ratingColumns, ratingSubquery } from '../reviews/service.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
/** Rating, review count and completed contracts of a freelancer, as SQL to select beside their row (gigs use it too). */
export function freelancerStatsColumns(userId: AnyPgColumn, now: Date) {
  return {
    ...ratingColumns(userId, now),
    completedProjects: sql<number>`(select count(*)::int from ${contracts} where ${contracts.freelancerId} = ${qualified(userId)} and ${contracts.status} = 'concluido')`,
  };
}

type Stats = { rating: number | null; reviewCount: number; completedProjects: number };

/** What a card and a profile show of a person (never e-mail, phone or password). */
const profileColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  avatarUrl: users.avatarUrl,
  userType: users.userType,
  location: users.location,
  hourlyRateCents: users.hourlyRateCents,
  bio: users.bio,
  skills: users.skills,
  createdAt: users.createdAt,
  isFreelancer: users.isFreelancer,
};
type ProfileRow = Pick<UserRow, keyof typeof profileColumns>;

/** People with their stats: the rating from a lateral join (one aggregate a row), completed contracts beside it. */
function profileQuery(db: Pick<AppDeps, 'db'>['db'], now: Date) {
  const rating = ratingSubquery(db, users.id, now, 'rating');
  return db
    .select({
      user: profileColumns,
      rating: rating.rating,
      reviewCount: rating.reviewCount,
      completedProjects: freelancerStatsColumns(users.id, now).completedProjects,
    })
    .from(users)
    .leftJoinLateral(rating, sql`true`);
}

function toCard(user: ProfileRow, stats: Stats): TFreelancerCard {
  return {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`,
    avatarUrl: user.avatarUrl,
    expertise: user.userType,
    location: user.location,
    hourlyRateCents: user.hourlyRateCents,
    bio: user.bio,
    skills: user.skills,
    ...stats,
    level: sellerLevel(stats.completedProjects, stats.rating),
  };
}

const listed = and(eq(users.isFreelancer, true), eq(users.isActive, true));

/** Active freelancers whose name, city, Cargo or skills contain the search (accents and case ignored), newest first. */
export async function findFreelancers(deps: Deps, input: { query: z.output<typeof ZListFreelancersQuery> }) {
  const { query } = input;
  const where = and(listed, query.search ? like(users.profileSearchText, containsPattern(query.search)) : undefined);
  // The page and its count are independent: on PostgreSQL they run side by side.
  const [rows, count] = await Promise.all([
    profileQuery(deps.db, deps.clock.now())
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    cappedCount(deps.db, users, where, FREELANCERS_COUNT_CAP),
  ]);
  return {
    items: rows.map(({ user, ...stats }) => toCard(user, stats)),
    ...count,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Anyone's public profile (a client can be looked up too, to see their rating); never e-mail or phone. */
export async function getFreelancer(deps: Deps, input: { id: string }): Promise<TFreelancerProfile> {
  const [row] = await profileQuery(deps.db, deps.clock.now()).where(
    and(eq(users.id, input.id), eq(users.isActive, true)),
  );
  if (!row) throw new AppError('NOT_FOUND', FREELANCER_MESSAGES.notFound);
  const { user, ...stats } = row;
  return {
    ...toCard(user, stats),
    memberSince: user.createdAt.toISOString(),
    isFreelancer: user.isFreelancer === true,
  };
}
