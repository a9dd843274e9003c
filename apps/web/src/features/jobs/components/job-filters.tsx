import {
  EXPERIENCE_LEVEL_LABELS,
  EXPERIENCE_LEVELS,
  PROJECT_TYPES,
  type TExperienceLevel,
  type TJobCategory,
  type TProjectType,
} from '@labora/shared/job-labels';
import { useId, useState } from 'react';
import { CategorySelect } from '@/components/marketplace/category-select';
import { ClearFiltersButton } from '@/components/ui/clear-filters-button';
import { FiltersToggle, ShowResultsButton } from '@/components/ui/filters-toggle';
import { OptionsSelect } from '@/components/ui/options-select';
import { cn } from '@/lib/cn';
import { PROJECT_TYPE_LABELS } from '../lib/format-job';
import type { JobFilterValues } from '../lib/job-filters-params';

interface JobFiltersProps {
  value: JobFilterValues;
  onChange: (patch: Partial<JobFilterValues>) => void;
  /** The results' count text for the phone's 'Ver N resultados' (null while loading). */
  resultCount?: string | null;
}

export const NO_JOB_FILTERS: JobFilterValues = { category: '', projectType: '', experienceLevel: '', remote: false };

export function hasJobFilters(filters: JobFilterValues): boolean {
  return Boolean(filters.category || filters.projectType || filters.experienceLevel || filters.remote);
}

function countFilters(filters: JobFilterValues): number {
  return [filters.category, filters.projectType, filters.experienceLevel, filters.remote].filter(Boolean).length;
}

/**
 * Category, type and level as native selects (the phone's own picker), plus remote only. On a phone
 * they fold behind a 'Filtros' button, so the results are not pushed a screen down.
 */
export function JobFilters({ value, onChange, resultCount = null }: JobFiltersProps) {
  const fieldsId = useId();
  const active = countFilters(value);
  const [open, setOpen] = useState(active > 0);
  return (
    <div>
      <FiltersToggle open={open} onToggle={() => setOpen(!open)} controls={fieldsId} label="Filtros" active={active} />
      <fieldset
        id={fieldsId}
        className={cn(
          'gap-3 sm:grid sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto] lg:items-end',
          open ? 'mt-3 grid sm:mt-0' : 'hidden',
        )}
      >
        <legend className="sr-only">Filtrar projetos</legend>
        <CategorySelect
          emptyLabel="Todas as categorias"
          value={value.category}
          onChange={(event) => onChange({ category: event.target.value as TJobCategory | '' })}
        />
        <OptionsSelect
          label="Tipo de projeto"
          value={value.projectType}
          onChange={(event) => onChange({ projectType: event.target.value as TProjectType | '' })}
          emptyLabel="Todos os tipos"
          options={PROJECT_TYPES}
          labelOf={(type) => PROJECT_TYPE_LABELS[type]}
        />
        <OptionsSelect
          label="Nível de experiência"
          value={value.experienceLevel}
          onChange={(event) => onChange({ experienceLevel: event.target.value as TExperienceLevel | '' })}
          emptyLabel="Todos os níveis"
          options={EXPERIENCE_LEVELS}
          labelOf={(level) => EXPERIENCE_LEVEL_LABELS[level]}
        />
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 sm:col-span-2 lg:col-span-1 lg:h-12">
          <label className="inline-flex cursor-pointer items-center gap-2 font-semibold text-nevoa-800 text-sm">
            <input
              type="checkbox"
              checked={value.remote}
              onChange={(event) => onChange({ remote: event.target.checked })}
              className="size-5 rounded accent-brand-700"
            />
            Somente remotos
          </label>
          {hasJobFilters(value) && <ClearFiltersButton onClick={() => onChange(NO_JOB_FILTERS)} />}
        </div>
        <ShowResultsButton count={resultCount} onClick={() => setOpen(false)} />
      </fieldset>
    </div>
  );
}
