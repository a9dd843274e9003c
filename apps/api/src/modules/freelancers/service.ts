import {
  categoriesOfFilter,
  categoriesSearchedBy,
  DASHBOARD_CATEGORIES,
  type TDashboardCategory,
} from '@labora/shared/catalog';
import {
  FREELANCER_MESSAGES,
  FREELANCERS_COUNT_CAP,
  SELLER_LEVEL_RULES,
  sellerLevel,
  type TFreelancerCard,
  type TFreelancerOrder,
  type TFreelancerProfile,
  type TSellerLevel,
  type ZListFreelancersQuery,
} from '@labora/shared/freelancers';
import { and, desc, eq, gte, like, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { queryRows } from '../../db/client.js';
import { countDueReviews } from '../../db/people-stats.js';
import { contracts } from '../../db/schema/contracts.js';
import { type UserRow, users } from '../../db/schema/users.js';
import { type AppDeps, onReadReplica } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { cappedCount } from '../../lib/capped-count.js';
import { containsPattern, foldForSearch } from '../../lib/fold-text.js';
import { qualified } from '../../lib/qualified-column.js';
import { pageAroundWindow, RANK_WINDOW, type SearchFields, searchScore } from '../../lib/search-rank.js';
import { phraseOrEveryWord } from '../../lib/search-words.js';
import { ratingColumns } from '../reviews/service.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
/** Public search and profiles: written to on the primary (db), read from the replica (readDb). */
type ReadDeps = Pick<AppDeps, 'db' | 'readDb' | 'clock'>;
type ListQuery = z.output<typeof ZListFreelancersQuery>;

/** Rating, review count and completed contracts of a freelancer, as SQL to select beside their row (gigs use it too). */
export function freelancerStatsColumns(userId: AnyPgColumn, now: Date) {
  return {
    ...ratingColumns(userId, now),
    completedProjects: sql<number>`(select count(*)::int from ${contracts} where ${contracts.freelancerId} = ${qualified(userId)} and ${contracts.status} = 'concluido')`,
  };
}

/** What a card and a profile show of a person (never e-mail, phone or password), stats as the row keeps them. */
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
  rating: users.rating,
  reviewCount: users.reviewCount,
  completedContracts: users.completedContracts,
};
type ProfileRow = Pick<UserRow, keyof typeof profileColumns>;

function toCard(user: ProfileRow): TFreelancerCard {
  return {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`,
    avatarUrl: user.avatarUrl,
    expertise: user.userType,
    location: user.location,
    hourlyRateCents: user.hourlyRateCents,
    bio: user.bio,
    skills: user.skills,
    rating: user.rating,
    reviewCount: user.reviewCount,
    completedProjects: user.completedContracts,
    level: sellerLevel(user.completedContracts, user.rating),
  };
}

// Written as the partial indexes' predicate, so the planner sees they apply (a bound `= true` it cannot).
const listed = sql`${users.isFreelancer} and ${users.isActive}`;

/**
 * Freelancers in one of these dashboard categories: users.work_categories holds the numbers (1 = the table's first)
 * of those whose keywords start a word of their Cargo or skills, computed by the database, GIN-indexed.
 */
function workOf(categories: readonly TDashboardCategory[]): SQL | undefined {
  const numbers = categories.map((c) => DASHBOARD_CATEGORIES.indexOf(c) + 1).filter((n) => n > 0);
  if (!numbers.length) return undefined;
  return sql`${users.workCategories} && ${sql.raw(`'{${numbers.join(',')}}'::smallint[]`)}`;
}

const rating = sql`coalesce(${users.rating}, 0)`;
const reaches = (rule: { completedProjects: number; rating?: number }) =>
  and(gte(users.completedContracts, rule.completedProjects), rule.rating ? gte(rating, rule.rating) : undefined);

/** sellerLevel in SQL: each level is its rule met and the next one's not. */
function levelIs(level: TSellerLevel): SQL | undefined {
  const { topRated, level2, level1 } = SELLER_LEVEL_RULES;
  const not = (condition: SQL | undefined) => sql`not (${condition})`;
  switch (level) {
    case 'Top Rated':
      return reaches(topRated);
    case 'Nível 2':
      return and(reaches(level2), not(reaches(topRated)));
    case 'Nível 1':
      return and(reaches(level1), not(reaches(level2)));
    case 'Novo':
      return eq(users.completedContracts, 0);
  }
}

const ORDERS: Record<TFreelancerOrder, SQL[]> = {
  relevance: [desc(users.relevance), desc(users.createdAt), desc(users.id)],
  rate_asc: [sql`${users.hourlyRateCents} asc nulls last`, desc(users.createdAt), desc(users.id)],
  rate_desc: [sql`${users.hourlyRateCents} desc nulls last`, desc(users.createdAt), desc(users.id)],
  newest: [desc(users.createdAt), desc(users.id)],
};

/**
 * The same orders written so no index serves them: for a few matches (the count is not capped, or a term the planner
 * expects in few rows: SORTED_TERM_MATCHES) the planner then fetches them through the filter's own index and sorts
 * them, instead of walking an order's index past thousands of rows that do not match (a city, a rare category).
 */
const SORTED: Record<TFreelancerOrder, SQL[]> = {
  relevance: [sql`${users.relevance} + 0 desc`, sql`${users.createdAt} + interval '0 s' desc`, desc(users.id)],
  rate_asc: [
    sql`${users.hourlyRateCents} + 0 asc nulls last`,
    sql`${users.createdAt} + interval '0 s' desc`,
    desc(users.id),
  ],
  rate_desc: [
    sql`${users.hourlyRateCents} + 0 desc nulls last`,
    sql`${users.createdAt} + interval '0 s' desc`,
    desc(users.id),
  ],
  newest: [sql`${users.createdAt} + interval '0 s' desc`, desc(users.id)],
};

/**
 * A term search the planner expects to match at most this many rows, fetched through an index, sorts its matches
 * instead of walking an order's index. The planner costs that walk as if the matches were spread evenly through the
 * order; people a term finds may sit low in it ('react' in the bench data: 23,000 rows read for 12), and only
 * sorting costs what the matches number whatever the order. Past this many, walking is the better bet (sorting
 * 7,000 matches costs twice what a typical walk does), as it is when the matches would be found by reading the
 * whole table (a term under 3 letters has no trigram to look up).
 */
const SORTED_TERM_MATCHES = 5000;

/** Whether the planner expects few matches of `where`, fetched through an index (planned for these values, not run). */
async function fewIndexedMatches(db: Deps['db'], where: SQL | undefined): Promise<boolean> {
  const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(
    db,
    sql`explain (format json) ${db.select({ one: sql`1` }).from(users).where(where)}`,
  );
  const json = row?.['QUERY PLAN'];
  const plan = (typeof json === 'string' ? JSON.parse(json) : json) as [{ Plan: { 'Plan Rows': number } }];
  return plan[0].Plan['Plan Rows'] <= SORTED_TERM_MATCHES && !JSON.stringify(plan).includes('Seq Scan');
}

/** The list's WHERE: active freelancers, the search (text or a category's name) and every filter set. */
function whereOf(query: ListQuery): SQL | undefined {
  // Name, city, Cargo and skills, or a category the text names or starts a keyword of: the phrase, or each word.
  const matches = (text: string) =>
    or(like(users.profileSearchText, containsPattern(text)), workOf(categoriesSearchedBy(text)));
  const search = query.search ? phraseOrEveryWord(query.search, matches) : undefined;
  return and(
    listed,
    search,
    query.category ? (workOf(categoriesOfFilter(query.category)) ?? sql`false`) : undefined,
    query.city ? eq(sql`labora_fold(${users.location})`, foldForSearch(query.city)) : undefined,
    query.state ? like(users.location, `%, ${query.state}`) : undefined,
    query.minRateCents !== undefined ? gte(users.hourlyRateCents, query.minRateCents) : undefined,
    query.maxRateCents !== undefined ? lte(users.hourlyRateCents, query.maxRateCents) : undefined,
    query.minRating !== undefined ? gte(users.rating, query.minRating) : undefined,
    query.level ? levelIs(query.level) : undefined,
  );
}

const foldedCargo = sql`labora_fold(${users.userType})`;
const foldedSkills = sql`labora_fold(labora_join(${users.skills}))`;

/** A freelancer's match: the phrase in the Cargo; each word as written (name, city too), then Cargo, then skills. */
const FREELANCER_SEARCH_FIELDS: SearchFields = {
  phrase: (text) => like(foldedCargo, containsPattern(text)),
  tiers: [
    (word) => like(users.profileSearchText, containsPattern(word)),
    (word) => like(foldedCargo, containsPattern(word)),
    (word) => like(foldedSkills, containsPattern(word)),
  ],
};

type Page = { items: TFreelancerCard[]; total: number; totalCapped: boolean; page: number; pageSize: number };

/**
 * A search by relevance: the best matches first among the RANK_WINDOW most relevant (search-rank.ts), then the list's
 * relevance order; the number of matches up to RANK_WINDOW + 1 (undefined when the page is past them all).
 */
async function rankedFreelancers(deps: Deps, query: ListQuery, where: SQL | undefined, offset: number) {
  // The window in relevance order, read as listedPage would read it (see SORTED).
  const keys = (await fewIndexedMatches(deps.db, where)) ? SORTED.relevance : ORDERS.relevance;
  const window = deps.db
    .select({
      id: users.id,
      relevance: sql<number>`${users.relevance}`.as('relevance'),
      createdAt: sql<Date>`${users.createdAt}`.as('created_at'),
      score: sql<number>`${searchScore(query.search, FREELANCER_SEARCH_FIELDS)}`.as('score'),
    })
    .from(users)
    .where(where)
    .orderBy(...keys)
    .limit(RANK_WINDOW + 1)
    .as('ranked_window');
  // The window's next row in relevance order closes it: the page after goes on from there.
  const rest = sql<boolean>`row_number() over (order by ${window.relevance} desc, ${window.createdAt} desc, ${window.id} desc) > ${RANK_WINDOW}`;
  const page = deps.db
    .select({
      id: window.id,
      score: window.score,
      rest: rest.as('rest'),
      matches: sql<number>`(count(*) over ())::int`.as('matches'),
    })
    .from(window)
    .orderBy(rest, desc(window.score), desc(window.relevance), desc(window.createdAt), desc(window.id))
    .limit(query.pageSize)
    .offset(offset)
    .as('page');
  const rows = await deps.db
    .select({ ...profileColumns, matches: page.matches })
    .from(page)
    .innerJoin(users, eq(users.id, page.id))
    .orderBy(page.rest, desc(page.score), ...ORDERS.relevance);
  return { rows, matches: rows[0]?.matches };
}

/** One page of the list in the order asked for, `limit` rows from `offset`, and the number of matches. */
async function listedPage(
  deps: Deps,
  query: ListQuery,
  where: SQL | undefined,
  offset: number,
  limit: number,
): Promise<{ rows: ProfileRow[]; count: { total: number; totalCapped: boolean } }> {
  if (query.search && (await fewIndexedMatches(deps.db, where))) {
    // One pass over the matches: their number and the page's ids, sorted by keys alone (no profile copied).
    const page = deps.db
      .select({ id: users.id, matches: sql<number>`(count(*) over ())::int`.as('matches') })
      .from(users)
      .where(where)
      .orderBy(...SORTED[query.order])
      .limit(limit)
      .offset(offset)
      .as('page');
    const rows = await deps.db
      .select({ ...profileColumns, matches: page.matches })
      .from(page)
      .innerJoin(users, eq(users.id, page.id))
      .orderBy(...ORDERS[query.order]);
    const matches = rows[0]?.matches;
    // A page past the last has no row to carry the number: counted apart then.
    const count =
      matches === undefined
        ? await cappedCount(deps.db, users, where, FREELANCERS_COUNT_CAP)
        : { total: Math.min(matches, FREELANCERS_COUNT_CAP), totalCapped: matches > FREELANCERS_COUNT_CAP };
    return { rows, count };
  }
  // The count first: it says whether the matches are few enough to fetch and sort (see SORTED).
  const count = await cappedCount(deps.db, users, where, FREELANCERS_COUNT_CAP);
  const rows = await deps.db
    .select(profileColumns)
    .from(users)
    .where(where)
    .orderBy(...(count.totalCapped ? ORDERS : SORTED)[query.order])
    .limit(limit)
    .offset(offset);
  return { rows, count };
}

/**
 * Active freelancers by name, city, Cargo, skills or a category's name or keywords (accents and case ignored),
 * filtered by category, city or state, hourly rate, minimum rating and level; by relevance (default: with a search,
 * best match first), rate or newest.
 */
export async function findFreelancers(primary: ReadDeps, input: { query: ListQuery }): Promise<Page> {
  const { query } = input;
  // Reviews fallen due are published on the primary; the search itself reads the replica (a little lag is fine).
  await countDueReviews(primary.db, primary.clock.now());
  const deps = onReadReplica(primary);
  const where = whereOf(query);
  const offset = (query.page - 1) * query.pageSize;
  const around = pageAroundWindow(offset, query.pageSize);
  const paging = { page: query.page, pageSize: query.pageSize };
  if (query.search && query.order === 'relevance' && around.ranked) {
    const ranked = await rankedFreelancers(deps, query, where, offset);
    const rest =
      around.restLimit && (ranked.matches ?? 0) > RANK_WINDOW
        ? (await listedPage(deps, query, where, around.restOffset, around.restLimit)).rows
        : [];
    // The window reads one row past FREELANCERS_COUNT_CAP (RANK_WINDOW is no smaller), enough to say it is capped.
    const count =
      ranked.matches === undefined
        ? await cappedCount(deps.db, users, where, FREELANCERS_COUNT_CAP)
        : {
            total: Math.min(ranked.matches, FREELANCERS_COUNT_CAP),
            totalCapped: ranked.matches > FREELANCERS_COUNT_CAP,
          };
    return { items: [...ranked.rows, ...rest].map(toCard), ...count, ...paging };
  }
  const { rows, count } = await listedPage(deps, query, where, offset, query.pageSize);
  return { items: rows.map(toCard), ...count, ...paging };
}

/** Anyone's public profile (a client can be looked up too, to see their rating); never e-mail or phone. */
export async function getFreelancer(primary: ReadDeps, input: { id: string }): Promise<TFreelancerProfile> {
  await countDueReviews(primary.db, primary.clock.now());
  const [user] = await primary.readDb
    // Whether a CPF is set, never the CPF.
    .select({ ...profileColumns, cpfVerified: sql<boolean>`${users.cpf} is not null` })
    .from(users)
    .where(and(eq(users.id, input.id), eq(users.isActive, true)));
  if (!user) throw new AppError('NOT_FOUND', FREELANCER_MESSAGES.notFound);
  return {
    ...toCard(user),
    memberSince: user.createdAt.toISOString(),
    isFreelancer: user.isFreelancer === true,
    cpfVerified: user.cpfVerified,
  };
}
