import {
  EXPERIENCE_LEVELS,
  JOB_CATEGORIES,
  PROJECT_TYPES,
  type TExperienceLevel,
  type TJobCategory,
  type TProjectType,
} from '@labora/shared/job-labels';
import type { JobsFilters } from '../api/get-jobs';

export type JobFilterValues = Omit<JobsFilters, 'search'>;

/** The job filters' names in the address (?categoria=…&tipo=…&nivel=…&remoto=true), in Portuguese like the screen. */
const KEYS = { category: 'categoria', projectType: 'tipo', level: 'nivel', remote: 'remoto' };

function pick<T extends string>(options: readonly T[], value: string | null): T | '' {
  return options.find((option) => option === value) ?? '';
}

/** The job filters an address asks for; an unknown value means no filter. */
export function readJobFilters(params: URLSearchParams): JobFilterValues {
  return {
    category: pick<TJobCategory>(JOB_CATEGORIES, params.get(KEYS.category)),
    projectType: pick<TProjectType>(PROJECT_TYPES, params.get(KEYS.projectType)),
    experienceLevel: pick<TExperienceLevel>(EXPERIENCE_LEVELS, params.get(KEYS.level)),
    remote: params.get(KEYS.remote) === 'true',
  };
}

/** Writes the filters that are set into `out`; the unset ones stay out of the address. */
export function writeJobFilters(out: URLSearchParams, filters: JobFilterValues): void {
  if (filters.category) out.set(KEYS.category, filters.category);
  if (filters.projectType) out.set(KEYS.projectType, filters.projectType);
  if (filters.experienceLevel) out.set(KEYS.level, filters.experienceLevel);
  if (filters.remote) out.set(KEYS.remote, 'true');
}
