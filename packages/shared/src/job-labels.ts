// What a job shows, without zod: imported by screens that only display jobs, so they do not load the schemas.

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
