import { z } from 'zod';
import { DASHBOARD_CATEGORIES } from './catalog.js';
import { pageFields } from './paging.js';

// 'Aprendizagem': a catalogue of free learning resources in Portuguese (seeded per SPEC category by migration),
// recommended by the person's skills, and the person's own progress on each.

export const LEARNING_TYPES = ['Curso', 'Vídeo', 'Artigo', 'Documentação'] as const;
export type TLearningType = (typeof LEARNING_TYPES)[number];

export const LEARNING_STATUSES = ['not_started', 'in_progress', 'completed'] as const;
export type TLearningStatus = (typeof LEARNING_STATUSES)[number];

export const LEARNING_STATUS_LABELS: Record<TLearningStatus, string> = {
  not_started: 'Não iniciado',
  in_progress: 'Em andamento',
  completed: 'Concluído',
};

export const LEARNING_MESSAGES = {
  invalidStatus: 'Escolha um andamento válido.',
  invalidPercent: 'Informe um percentual de 0 a 100.',
  invalidCategory: 'Categoria inválida.',
  notFound: 'Conteúdo não encontrado.',
  saved: 'Progresso salvo.',
} as const;

const CATEGORY_NAMES = DASHBOARD_CATEGORIES.map((c) => c.name) as [string, ...string[]];

export const ZLearningQuery = z.object({
  /** One of SPEC's 12 categories; empty: every category. */
  category: z.enum(['', ...CATEGORY_NAMES], { error: LEARNING_MESSAGES.invalidCategory }).default(''),
  ...pageFields(12, 50),
});
export type TLearningQuery = z.input<typeof ZLearningQuery>;

export const ZLearningIdParams = z.object({ id: z.uuid({ error: 'Identificador inválido.' }) });

/**
 * The person's progress: not started (0), in progress with a percent (1–99), or completed (100). The percent
 * follows the status when omitted.
 */
export const ZLearningProgressRequest = z
  .object({
    status: z.enum(LEARNING_STATUSES, { error: LEARNING_MESSAGES.invalidStatus }),
    percent: z
      .number({ error: LEARNING_MESSAGES.invalidPercent })
      .int(LEARNING_MESSAGES.invalidPercent)
      .min(0, LEARNING_MESSAGES.invalidPercent)
      .max(100, LEARNING_MESSAGES.invalidPercent)
      .nullish(),
  })
  // An emptied box (null) while in progress is refused; an omitted percent follows the status.
  .refine((p) => p.status !== 'in_progress' || p.percent !== null, {
    message: LEARNING_MESSAGES.invalidPercent,
    path: ['percent'],
  })
  .transform((p) => ({
    status: p.status,
    percent:
      p.status === 'completed' ? 100 : p.status === 'not_started' ? 0 : Math.min(99, Math.max(1, p.percent ?? 1)),
  }));
export type TLearningProgressRequest = z.input<typeof ZLearningProgressRequest>;

export const ZLearningProgress = z.object({ status: z.enum(LEARNING_STATUSES), percent: z.number().int() });
export type TLearningProgress = z.infer<typeof ZLearningProgress>;

export const ZLearningResource = z.object({
  id: z.uuid(),
  title: z.string(),
  type: z.enum(LEARNING_TYPES),
  platform: z.string(),
  url: z.string(),
  language: z.string(),
  category: z.string(),
  /** The person's skills this resource teaches (accents and case folded): why it is recommended. */
  matchedSkills: z.array(z.string()),
  /** Teaches one of the person's skills or belongs to a category the person works in. */
  recommended: z.boolean(),
  progress: ZLearningProgress,
});
export type TLearningResource = z.infer<typeof ZLearningResource>;

export const ZLearningResponse = z.object({
  items: z.array(ZLearningResource),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TLearningResponse = z.infer<typeof ZLearningResponse>;
