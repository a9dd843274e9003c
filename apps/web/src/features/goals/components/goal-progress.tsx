import { GOAL_METRIC_LABELS, goalPercent, MONEY_GOAL_METRICS, type TGoal } from '@labora/shared/goals';
import { ProgressTrack } from '@/components/ui/progress-track';
import { formatBRL, formatCount } from '@/lib/format';

/** A goal's amount as the person reads it: reais for money goals, a count otherwise. */
export function formatGoalAmount(goal: Pick<TGoal, 'metric'>, amount: number): string {
  return MONEY_GOAL_METRICS.includes(goal.metric) ? formatBRL(amount) : formatCount(amount);
}

/** The bar of a goal, announced with its numbers ('R$ 1.200,00 de R$ 5.000,00, 24%'). */
export function GoalProgress({ goal, labelId }: { goal: TGoal; labelId: string }) {
  const percent = goalPercent(goal);
  const text = `${formatGoalAmount(goal, goal.progress)} de ${formatGoalAmount(goal, goal.target)}`;
  return (
    <div>
      <div className="mb-1.5 flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="text-nevoa-700 tabular-nums">{text}</span>
        <span className="font-bold text-nevoa-900 tabular-nums">{percent}%</span>
      </div>
      <ProgressTrack
        percent={percent}
        labelId={labelId}
        valueText={`${text}, ${percent}%`}
        fillClassName={percent >= 100 ? 'bg-green-600' : 'bg-brand-600'}
      />
      {goal.metric !== 'manual' && (
        <p className="mt-1.5 text-nevoa-600 text-xs">Avança sozinha: {GOAL_METRIC_LABELS[goal.metric]}</p>
      )}
    </div>
  );
}
