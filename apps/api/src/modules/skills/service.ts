import { SKILLS_MESSAGES, type TSkillItem, type TSkillsResponse } from '@labora/shared/skills';
import { PROFILE_LIMITS } from '@labora/shared/users';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { contracts } from '../../db/schema/contracts.js';
import { jobs } from '../../db/schema/jobs.js';
import { reviews } from '../../db/schema/reviews.js';
import { skillLevels } from '../../db/schema/skills.js';
import { users } from '../../db/schema/users.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { foldForSearch } from '../../lib/fold-text.js';

// 'Habilidades & Metas': a skill here is the profile's skill (users.skills, in the profile's order); skill_levels
// holds its self-assessed level. Both change in one transaction, and names compare folded (labora_fold: case and
// accents), as the profile keeps 'React' and 'react' once.

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * The person's skills with their level and what used them: concluded contracts where the person was the
 * freelancer and the job named the skill (gig contracts name none: gigs carry no skills), and the published
 * reviews the person received on those contracts.
 */
export async function listSkills(deps: Deps, input: { userId: string }): Promise<TSkillsResponse> {
  const now = deps.clock.now().toISOString();
  const rows = await queryRows<{ skill: string; level: number | null; contracts: number; reviews: number }>(
    deps.db,
    sql`
    with mine as (
      select s.skill, s.ord, labora_fold(s.skill) as folded
      from ${users}, unnest(${users.skills}) with ordinality as s(skill, ord)
      where ${users.id} = ${input.userId}
    ),
    used as (
      select ${contracts.id} as contract_id, labora_fold(js.skill) as folded
      from ${contracts}
      join ${jobs} on ${jobs.id} = ${contracts.jobId}
      cross join lateral unnest(${jobs.skills}) as js(skill)
      where ${contracts.freelancerId} = ${input.userId} and ${contracts.status} = 'concluido'
    )
    select mine.skill,
      (select ${skillLevels.level} from ${skillLevels}
        where ${skillLevels.userId} = ${input.userId} and labora_fold(${skillLevels.skill}) = mine.folded
        limit 1)::int as level,
      (select count(distinct used.contract_id) from used where used.folded = mine.folded)::int as contracts,
      (select count(*) from ${reviews}
        where ${reviews.revieweeId} = ${input.userId} and ${reviews.publishedAt} <= ${now}
          and ${reviews.contractId} in (select used.contract_id from used where used.folded = mine.folded))::int as reviews
    from mine
    order by mine.ord
  `,
  );
  const items: TSkillItem[] = rows.map((r) => ({
    skill: r.skill,
    level: r.level === null ? null : Number(r.level),
    contracts: Number(r.contracts),
    reviews: Number(r.reviews),
  }));
  return { items, max: PROFILE_LIMITS.skillsMax };
}

/** Locks the person's row and returns their skills: every change of skills goes through this lock. */
async function lockedSkills(tx: Executor, userId: string): Promise<string[]> {
  const [row] = await tx.select({ skills: users.skills }).from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw new AppError('NOT_FOUND', SKILLS_MESSAGES.notFound);
  return row.skills;
}

/** The profile's spelling of `skill`, folded as labora_fold folds (case and accents). */
function findSkill(skills: readonly string[], skill: string): string | undefined {
  const folded = foldForSearch(skill);
  return skills.find((s) => foldForSearch(s) === folded);
}

/** 'Adicionar': a new skill on the profile with its level. */
export async function addSkill(deps: Deps, input: { userId: string; skill: string; level: number }): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const skills = await lockedSkills(tx, input.userId);
    if (findSkill(skills, input.skill)) throw new AppError('SKILL_EXISTS', SKILLS_MESSAGES.exists);
    if (skills.length >= PROFILE_LIMITS.skillsMax) throw new AppError('SKILL_LIMIT', SKILLS_MESSAGES.limit);
    await tx
      .update(users)
      .set({ skills: [...skills, input.skill], updatedAt: now })
      .where(eq(users.id, input.userId));
    await setLevel(tx, input.userId, input.skill, input.level, now);
  });
}

async function setLevel(tx: Executor, userId: string, skill: string, level: number, now: Date) {
  // A level kept under another spelling of the same skill (renamed on the profile page) gives way to this one.
  const folded = foldForSearch(skill);
  const stale = (await levelsOf(tx, userId)).filter((s) => foldForSearch(s) === folded);
  if (stale.length > 0) {
    await tx.delete(skillLevels).where(and(eq(skillLevels.userId, userId), inArray(skillLevels.skill, stale)));
  }
  await tx.insert(skillLevels).values({ userId, skill, level, updatedAt: now });
}

async function levelsOf(tx: Executor, userId: string): Promise<string[]> {
  const rows = await tx.select({ skill: skillLevels.skill }).from(skillLevels).where(eq(skillLevels.userId, userId));
  return rows.map((r) => r.skill);
}

/** A new level for one of the profile's skills (named in any case or accents). */
export async function setSkillLevel(
  deps: Deps,
  input: { userId: string; skill: string; level: number },
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const skill = findSkill(await lockedSkills(tx, input.userId), input.skill);
    if (!skill) throw new AppError('NOT_FOUND', SKILLS_MESSAGES.notFound);
    await setLevel(tx, input.userId, skill, input.level, now);
  });
}

/** Removes the skill from the profile and its level with it. */
export async function removeSkill(deps: Deps, input: { userId: string; skill: string }): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const skills = await lockedSkills(tx, input.userId);
    const skill = findSkill(skills, input.skill);
    if (!skill) throw new AppError('NOT_FOUND', SKILLS_MESSAGES.notFound);
    await tx
      .update(users)
      .set({ skills: skills.filter((s) => s !== skill), updatedAt: now })
      .where(eq(users.id, input.userId));
    await pruneSkillLevels(
      tx,
      input.userId,
      skills.filter((s) => s !== skill),
    );
  });
}

/**
 * Drops the levels of skills no longer on the profile: the profile page calls it in the transaction that saves the
 * skills, so users.skills and skill_levels never disagree.
 */
export async function pruneSkillLevels(tx: Executor, userId: string, skills: readonly string[]): Promise<void> {
  const kept = new Set(skills.map(foldForSearch));
  const gone = (await levelsOf(tx, userId)).filter((skill) => !kept.has(foldForSearch(skill)));
  if (gone.length > 0) {
    await tx.delete(skillLevels).where(and(eq(skillLevels.userId, userId), inArray(skillLevels.skill, gone)));
  }
}
