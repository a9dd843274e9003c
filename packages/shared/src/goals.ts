import { z } from 'zod';

// 'Habilidades & Metas': goals with a target and progress. A goal tied to a number Labora knows (a metric other
// than 'manual') advances by itself: its progress is computed on every read, never stored.

export const GOAL_METRICS = [
  'manual',
  'earnings_month',
  'contracts_month',
  'contracts_total',
  'reviews_received',
] as const;
export type TGoalMetric = (typeof GOAL_METRICS)[number];

/** What each metric counts, as the form and the list say it. */
export const GOAL_METRIC_LABELS: Record<TGoalMetric, string> = {
  manual: 'Progresso manual',
  earnings_month: 'Ganhos neste mês (R$)',
  contracts_month: 'Contratos concluídos neste mês',
  contracts_total: 'Contratos concluídos (total)',
  reviews_received: 'Avaliações recebidas',
};

/** Metrics counted in centavos (the others are plain counts). */
export const MONEY_GOAL_METRICS: readonly TGoalMetric[] = ['earnings_month'];

export const GOAL_LIMITS = {
  titleMaxLength: 80,
  /** Counts and centavos alike (R$ 10.000.000,00). */
  targetMax: 1_000_000_000,
  maxGoals: 20,
} as const;

export const GOALS_MESSAGES = {
  titleRequired: 'Informe o título da meta.',
  titleTooLong: `O título deve ter no máximo ${GOAL_LIMITS.titleMaxLength} caracteres.`,
  invalidMetric: 'Escolha o que a meta acompanha.',
  invalidTarget: 'Informe um alvo maior que zero.',
  invalidProgress: 'Informe um progresso entre zero e o alvo.',
  limit: `Você pode ter no máximo ${GOAL_LIMITS.maxGoals} metas.`,
  notFound: 'Meta não encontrada.',
  created: 'Meta criada.',
  updated: 'Meta atualizada.',
  removed: 'Meta removida.',
} as const;

const amount = (message: string, min: number) =>
  z.number({ error: message }).int(message).min(min, message).max(GOAL_LIMITS.targetMax, message);

export const ZGoalInput = z
  .object({
    title: z
      .string({ error: GOALS_MESSAGES.titleRequired })
      .trim()
      .min(1, GOALS_MESSAGES.titleRequired)
      .max(GOAL_LIMITS.titleMaxLength, GOALS_MESSAGES.titleTooLong),
    metric: z.enum(GOAL_METRICS, { error: GOALS_MESSAGES.invalidMetric }),
    /** Centavos for money metrics, a count otherwise. */
    target: amount(GOALS_MESSAGES.invalidTarget, 1),
    /** Only for manual goals; ignored (and not stored) for the others. */
    progress: amount(GOALS_MESSAGES.invalidProgress, 0).default(0),
  })
  .refine((g) => g.metric !== 'manual' || g.progress <= g.target, {
    message: GOALS_MESSAGES.invalidProgress,
    path: ['progress'],
  });
export type TGoalInput = z.input<typeof ZGoalInput>;

export const ZGoalIdParams = z.object({ id: z.uuid({ error: 'Identificador inválido.' }) });

export const ZGoal = z.object({
  id: z.uuid(),
  title: z.string(),
  metric: z.enum(GOAL_METRICS),
  target: z.number().int(),
  /** Stored for manual goals, computed for the others. */
  progress: z.number().int(),
  createdAt: z.string(),
});
export type TGoal = z.infer<typeof ZGoal>;

export const ZGoalsResponse = z.object({ items: z.array(ZGoal) });
export type TGoalsResponse = z.infer<typeof ZGoalsResponse>;

/** The share of the target reached, 0–100, whole (a bar never passes full). */
export function goalPercent(goal: Pick<TGoal, 'progress' | 'target'>): number {
  if (goal.target <= 0) return 0;
  return Math.min(100, Math.floor((goal.progress * 100) / goal.target));
}
