import { DASHBOARD_CATEGORIES } from '@labora/shared/catalog';
import {
  LEARNING_MESSAGES,
  type TLearningProgress,
  type TLearningResource,
  type TLearningResponse,
  type TLearningStatus,
  type TLearningType,
} from '@labora/shared/learning';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import { learningProgress, learningResources } from '../../db/schema/learning.js';
import { users } from '../../db/schema/users.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

interface Row {
  id: string;
  title: string;
  type: string;
  platform: string;
  url: string;
  language: string;
  category: string;
  matched: string[] | null;
  in_my_categories: boolean;
  status: string | null;
  percent: number | null;
  total: number;
}

/**
 * 'Aprendizagem': the catalogue, recommended first. A resource is recommended when it teaches one of the person's
 * skills (a keyword equal to the skill, folded: case and accents) or belongs to a category the person works in
 * (users.work_categories: filed by the profile's Cargo and skills); the more skills it teaches, the higher.
 * Paged in the database, optionally within one of SPEC's categories; each with the person's own progress.
 */
export async function listLearning(
  deps: Deps,
  input: { userId: string; category: string; page: number; pageSize: number },
): Promise<TLearningResponse> {
  const [me] = await deps.db
    .select({ skills: users.skills, workCategories: users.workCategories })
    .from(users)
    .where(eq(users.id, input.userId));
  const skills = me?.skills ?? [];
  // work_categories holds positions in DASHBOARD_CATEGORIES, from 1.
  const myCategories = (me?.workCategories ?? []).flatMap((n): string[] => {
    const name = DASHBOARD_CATEGORIES[n - 1]?.name;
    return name ? [name] : [];
  });
  const skillRows = skills.length
    ? sql.join(
        skills.map((s, i) => sql`(${s}, ${i})`),
        sql`, `,
      )
    : sql`(null::text, 0)`;
  const categoryList = myCategories.length
    ? sql.join(
        myCategories.map((c) => sql`${c}`),
        sql`, `,
      )
    : sql`null::text`;
  const rows = await queryRows<Row>(
    deps.db,
    sql`
    with mine(skill, ord) as (values ${skillRows}),
    catalogue as (
      select r.*,
        array(select m.skill from mine m
          where m.skill is not null
            and labora_fold(m.skill) in (select labora_fold(k) from unnest(r.keywords) as k)
          order by m.ord) as matched,
        r.category in (${categoryList}) as in_my_categories
      from ${learningResources} r
      where ${input.category} = '' or r.category = ${input.category}
    )
    select c.id, c.title, c.type, c.platform, c.url, c.language, c.category, c.matched, c.in_my_categories,
      p.status, p.percent, count(*) over ()::int as total
    from catalogue c
    left join ${learningProgress} p on p.resource_id = c.id and p.user_id = ${input.userId}
    order by (cardinality(c.matched) > 0 or c.in_my_categories) desc, cardinality(c.matched) desc,
      c.category, c.title, c.id
    limit ${input.pageSize} offset ${(input.page - 1) * input.pageSize}`,
  );
  const items: TLearningResource[] = rows.map((r) => {
    const matchedSkills = r.matched ?? [];
    const progress: TLearningProgress = r.status
      ? { status: r.status as TLearningStatus, percent: Number(r.percent) }
      : { status: 'not_started', percent: 0 };
    return {
      id: r.id,
      title: r.title,
      type: r.type as TLearningType,
      platform: r.platform,
      url: r.url,
      language: r.language,
      category: r.category,
      matchedSkills,
      recommended: matchedSkills.length > 0 || r.in_my_categories,
      progress,
    };
  });
  const total = rows[0]?.total ?? (input.page > 1 ? await countCatalogue(deps, input.category) : 0);
  return { items, total: Number(total), page: input.page, pageSize: input.pageSize };
}

async function countCatalogue(deps: Deps, category: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    deps.db,
    sql`select count(*)::int as n from ${learningResources} where ${category} = '' or ${learningResources.category} = ${category}`,
  );
  return Number(row?.n ?? 0);
}

/** Saves the person's progress on a resource; 'not started' removes it. */
export async function saveLearningProgress(
  deps: Deps,
  input: { userId: string; resourceId: string; progress: TLearningProgress },
): Promise<TLearningProgress> {
  const [resource] = await deps.db
    .select({ id: learningResources.id })
    .from(learningResources)
    .where(eq(learningResources.id, input.resourceId));
  if (!resource) throw new AppError('NOT_FOUND', LEARNING_MESSAGES.notFound);
  const { status, percent } = input.progress;
  if (status === 'not_started') {
    await deps.db
      .delete(learningProgress)
      .where(and(eq(learningProgress.userId, input.userId), eq(learningProgress.resourceId, input.resourceId)));
  } else {
    const now = deps.clock.now();
    await deps.db
      .insert(learningProgress)
      .values({ userId: input.userId, resourceId: input.resourceId, status, percent, updatedAt: now })
      .onConflictDoUpdate({
        target: [learningProgress.userId, learningProgress.resourceId],
        set: { status, percent, updatedAt: now },
      });
  }
  return { status, percent };
}
