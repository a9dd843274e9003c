// What a job is and shows, without zod: imported by screens that only display or filter jobs, so they do not load
// the schemas (jobs.ts re-exports all of it).

/** SPEC §3 "Job": the category list, in SPEC order. */
export const JOB_CATEGORIES = [
  'Desenvolvimento Web',
  'Desenvolvimento Mobile',
  'Design UI/UX',
  'Design Gráfico',
  'Marketing Digital',
  'Redação e Tradução',
  'Vídeo e Animação',
  'Análise de Dados',
  'Consultoria',
  'Outro',
] as const;
export type TJobCategory = (typeof JOB_CATEGORIES)[number];

/** SPEC §3: fixed is the default; fixed shows budget, hourly shows hourly rate. */
export const PROJECT_TYPES = ['fixed', 'hourly'] as const;
export type TProjectType = (typeof PROJECT_TYPES)[number];

export const JOB_LIMITS = {
  titleMaxLength: 120,
  durationMaxLength: 80,
  descriptionMaxLength: 5000,
  requirementsMaxLength: 3000,
  locationMaxLength: 120,
  languagesMaxLength: 120,
  skillsMax: 20,
  skillMaxLength: 40,
  /** R$ 10 milhões: far above any real job, low enough to stay clear of overflow. */
  maxAmountCents: 1_000_000_000,
  searchMaxLength: 100,
  pageSizeMax: 50,
  attachmentsMax: 10,
  attachmentMaxBytes: 10 * 1024 * 1024,
} as const;

/** SPEC §3: iniciante is the default. */
export const EXPERIENCE_LEVELS = ['iniciante', 'intermediario', 'experiente', 'especialista'] as const;
export type TExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
export const EXPERIENCE_LEVEL_LABELS: Record<TExperienceLevel, string> = {
  iniciante: 'Iniciante',
  intermediario: 'Intermediário',
  experiente: 'Experiente',
  especialista: 'Especialista',
};

/** 'YYYY-MM-DD' of a moment in Brazil's official time (UTC−3, no daylight saving since 2019). */
export function brazilDate(moment: Date): string {
  return new Date(moment.getTime() - 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
