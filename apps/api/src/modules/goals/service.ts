import { GOAL_LIMITS, GOALS_MESSAGES, type TGoal, type TGoalMetric } from '@labora/shared/goals';
import { brazilDate } from '@labora/shared/jobs';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import { contracts } from '../../db/schema/contracts.js';
import { type GoalRow, goals } from '../../db/schema/goals.js';
import { reviews } from '../../db/schema/reviews.js';
import { walletFlowMonths } from '../../db/schema/wallet-flows.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type GoalValues = { title: string; metric: TGoalMetric; target: number; progress: number };

/**
 * The São Paulo calendar month holding `now`, as instants: São Paulo days are read as a fixed UTC−3, as
 * everywhere in Labora (shared business-days.ts).
 */
export function brazilMonth(now: Date): { start: Date; end: Date } {
  const [year, month] = brazilDate(now).split('-').map(Number) as [number, number];
  return {
    start: new Date(Date.UTC(year, month - 1, 1, 3)),
    end: new Date(Date.UTC(year, month, 1, 3)),
  };
}

/**
 * Every number a goal may follow, for one person, in one query: what the person received for work this month
 * (releases into the wallet, net of the fee, in centavos: the ledger's monthly sum the dashboard reads too), contracts concluded on either side (this month and in
 * all), and published reviews received.
 */
async function metricsOf(deps: Deps, userId: string): Promise<Record<Exclude<TGoalMetric, 'manual'>, number>> {
  const now = deps.clock.now();
  const { start, end } = brazilMonth(now);
  const [row] = await queryRows<Record<string, number | string | null>>(
    deps.db,
    sql`select
      coalesce((select ${walletFlowMonths.receivedCents} from ${walletFlowMonths}
        where ${walletFlowMonths.userId} = ${userId} and ${walletFlowMonths.month} = ${`${brazilDate(now).slice(0, 7)}-01`}
      ), 0)::bigint as earnings_month,
      (select count(*) from ${contracts}
        where (${contracts.clientId} = ${userId} or ${contracts.freelancerId} = ${userId})
          and ${contracts.status} = 'concluido'
          and ${contracts.concludedAt} >= ${start.toISOString()} and ${contracts.concludedAt} < ${end.toISOString()}
      )::int as contracts_month,
      (select count(*) from ${contracts}
        where (${contracts.clientId} = ${userId} or ${contracts.freelancerId} = ${userId})
          and ${contracts.status} = 'concluido'
      )::int as contracts_total,
      (select count(*) from ${reviews}
        where ${reviews.revieweeId} = ${userId} and ${reviews.publishedAt} <= ${now.toISOString()}
      )::int as reviews_received`,
  );
  return {
    earnings_month: Number(row?.earnings_month ?? 0),
    contracts_month: Number(row?.contracts_month ?? 0),
    contracts_total: Number(row?.contracts_total ?? 0),
    reviews_received: Number(row?.reviews_received ?? 0),
  };
}

/** The person's goals, oldest first; a tied goal's progress is the number it follows, as of now. */
export async function listGoals(deps: Deps, input: { userId: string }): Promise<{ items: TGoal[] }> {
  const rows = await deps.db
    .select()
    .from(goals)
    .where(eq(goals.userId, input.userId))
    .orderBy(asc(goals.createdAt), asc(goals.id));
  const metrics = rows.some((g) => g.metric !== 'manual') ? await metricsOf(deps, input.userId) : null;
  return {
    items: rows.map((g: GoalRow) => {
      const metric = g.metric as TGoalMetric;
      return {
        id: g.id,
        title: g.title,
        metric,
        target: g.target,
        progress: metric === 'manual' || !metrics ? g.progress : metrics[metric],
        createdAt: g.createdAt.toISOString(),
      };
    }),
  };
}

/** A tied goal stores no progress of its own. */
function stored(goal: GoalValues) {
  return { ...goal, progress: goal.metric === 'manual' ? goal.progress : 0 };
}

export async function createGoal(deps: Deps, input: { userId: string; goal: GoalValues }): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    // Serialises the person's goal creations, so two at once cannot pass the limit together.
    await tx.execute(sql`select 1 from users where id = ${input.userId} for update`);
    const [row] = await tx.select({ n: count() }).from(goals).where(eq(goals.userId, input.userId));
    if ((row?.n ?? 0) >= GOAL_LIMITS.maxGoals) throw new AppError('CONFLICT', GOALS_MESSAGES.limit);
    await tx.insert(goals).values({ userId: input.userId, ...stored(input.goal), createdAt: now, updatedAt: now });
  });
}

/** Another person's goal is not found: nobody learns which ids exist. */
export async function updateGoal(deps: Deps, input: { userId: string; id: string; goal: GoalValues }): Promise<void> {
  const [row] = await deps.db
    .update(goals)
    .set({ ...stored(input.goal), updatedAt: deps.clock.now() })
    .where(and(eq(goals.id, input.id), eq(goals.userId, input.userId)))
    .returning({ id: goals.id });
  if (!row) throw new AppError('NOT_FOUND', GOALS_MESSAGES.notFound);
}

export async function deleteGoal(deps: Deps, input: { userId: string; id: string }): Promise<void> {
  const [row] = await deps.db
    .delete(goals)
    .where(and(eq(goals.id, input.id), eq(goals.userId, input.userId)))
    .returning({ id: goals.id });
  if (!row) throw new AppError('NOT_FOUND', GOALS_MESSAGES.notFound);
}
