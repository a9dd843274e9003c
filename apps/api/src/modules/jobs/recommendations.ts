import type { TRecommendedJob } from '@labora/shared/jobs';
import { and, desc, eq, inArray, ne, notExists, sql } from 'drizzle-orm';
import { gigs } from '../../db/schema/gigs.js';
import { jobs } from '../../db/schema/jobs.js';
import { proposals } from '../../db/schema/proposals.js';
import type { UserRow } from '../../db/schema/users.js';
import type { AppDeps } from '../../deps.js';
import { foldForSearch } from '../../lib/fold-text.js';
import { summaryColumns, summaryQuery, toSummary } from './summary.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * How many of the newest open jobs are ranked. Recommendations are about fresh work, and a fixed window keeps
 * the cost flat however many jobs the marketplace holds (an index scan of the open jobs, newest first).
 */
const RECOMMENDATION_WINDOW = 500;

/** A skill as compared: trimmed, inner spaces collapsed, accents and case ignored ('Programação' = 'programacao'). */
const skillKey = (skill: string) => foldForSearch(skill.trim().replace(/\s+/g, ' '));

/** The categories the caller works in: their active gigs' and those of the jobs they proposed to. */
async function categoriesOf(deps: Deps, actor: UserRow): Promise<Set<string>> {
  const [fromGigs, fromProposals] = await Promise.all([
    deps.db
      .selectDistinct({ category: gigs.category })
      .from(gigs)
      .where(and(eq(gigs.sellerId, actor.id), eq(gigs.isActive, true))),
    deps.db
      .selectDistinct({ category: jobs.category })
      .from(proposals)
      .innerJoin(jobs, eq(jobs.id, proposals.jobId))
      .where(eq(proposals.freelancerId, actor.id)),
  ]);
  return new Set([...fromGigs, ...fromProposals].map((row) => row.category));
}

/**
 * Open jobs for the caller to propose to: not their own, none they already proposed to; the most skills in
 * common with their profile first, then jobs in a category they work in, then the newest.
 */
export async function recommendJobs(
  deps: Deps,
  input: { actor: UserRow; pageSize: number },
): Promise<TRecommendedJob[]> {
  const { actor } = input;
  const proposed = deps.db
    .select({ one: sql`1` })
    .from(proposals)
    .where(and(eq(proposals.jobId, jobs.id), eq(proposals.freelancerId, actor.id)));
  const [categories, candidates] = await Promise.all([
    categoriesOf(deps, actor),
    deps.db
      .select({ id: jobs.id, skills: jobs.skills, category: jobs.category })
      .from(jobs)
      .where(and(eq(jobs.status, 'open'), ne(jobs.clientId, actor.id), notExists(proposed)))
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(RECOMMENDATION_WINDOW),
  ]);

  const mine = new Set(actor.skills.map(skillKey));
  const ranked = candidates
    .map((job, newest) => ({
      id: job.id,
      newest,
      matchedSkills: job.skills.filter((skill) => mine.has(skillKey(skill))),
      categoryMatch: categories.has(job.category),
    }))
    .sort(
      (a, b) =>
        b.matchedSkills.length - a.matchedSkills.length ||
        Number(b.categoryMatch) - Number(a.categoryMatch) ||
        a.newest - b.newest,
    )
    .slice(0, input.pageSize);
  if (ranked.length === 0) return [];

  const rows = await summaryQuery(deps.db, deps.clock.now(), summaryColumns, {}).where(
    inArray(
      jobs.id,
      ranked.map((job) => job.id),
    ),
  );
  const byId = new Map(rows.map((row) => [row.job.id, row]));
  return ranked.flatMap(({ id, matchedSkills, categoryMatch }) => {
    const row = byId.get(id);
    // A job deleted between the two reads is simply left out.
    return row ? [{ ...toSummary(row), matchedSkills, categoryMatch }] : [];
  });
}
