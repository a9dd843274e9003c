import {
  EXPERIENCE_LEVELS,
  JOB_CATEGORIES,
  JOB_LIMITS,
  PROJECT_TYPES,
  type TExperienceLevel,
  type TJobCategory,
  type TProjectType,
} from '@labora/shared/jobs';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { JobsFilters } from '../api/get-jobs';

export type ListTab = 'freelancers' | 'projetos';

/** What Create Job may pass in the navigation state to land on the projects tab. */
export interface FreelancersListState {
  tab?: ListTab;
}

export interface ListQuery extends JobsFilters {
  tab: ListTab;
}

const KEYS = { tab: 'tab', q: 'q', category: 'categoria', projectType: 'tipo', level: 'nivel', remote: 'remoto' };

function pick<T extends string>(options: readonly T[], value: string | null): T | '' {
  return options.find((option) => option === value) ?? '';
}

function parse(params: URLSearchParams, stateTab: ListTab | undefined): ListQuery {
  const tab = params.get(KEYS.tab);
  return {
    tab: tab === 'projetos' || tab === 'freelancers' ? tab : (stateTab ?? 'freelancers'),
    search: (params.get(KEYS.q) ?? '').trim().slice(0, JOB_LIMITS.searchMaxLength),
    category: pick<TJobCategory>(JOB_CATEGORIES, params.get(KEYS.category)),
    projectType: pick<TProjectType>(PROJECT_TYPES, params.get(KEYS.projectType)),
    experienceLevel: pick<TExperienceLevel>(EXPERIENCE_LEVELS, params.get(KEYS.level)),
    remote: params.get(KEYS.remote) === 'true',
  };
}

function serialize(query: ListQuery): URLSearchParams {
  const out = new URLSearchParams();
  if (query.tab === 'projetos') out.set(KEYS.tab, 'projetos');
  if (query.search) out.set(KEYS.q, query.search);
  // The job filters mean nothing on the freelancers tab; they stay out of its address.
  if (query.tab === 'projetos') {
    if (query.category) out.set(KEYS.category, query.category);
    if (query.projectType) out.set(KEYS.projectType, query.projectType);
    if (query.experienceLevel) out.set(KEYS.level, query.experienceLevel);
    if (query.remote) out.set(KEYS.remote, 'true');
  }
  return out;
}

/**
 * Tab, search and job filters live in the address (?tab=projetos&q=...), so a reload or a shared link
 * shows the same list. Create Job may instead say `{ tab: 'projetos' }` in the navigation state; the
 * address then takes it over. Edits replace the history entry, so Back leaves the screen.
 */
export function useListSearchParams() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const stateTab = (location.state as FreelancersListState | null)?.tab;
  const query = useMemo(() => parse(params, stateTab), [params, stateTab]);

  const update = useCallback(
    (patch: Partial<ListQuery>) => {
      // The state's tab has done its job once the address holds the tab.
      setParams((current) => serialize({ ...parse(current, stateTab), ...patch }), { replace: true });
    },
    [setParams, stateTab],
  );

  const hasTabParam = params.has(KEYS.tab);
  useEffect(() => {
    if (stateTab === 'projetos' && !hasTabParam) update({ tab: 'projetos' });
  }, [stateTab, hasTabParam, update]);

  return { query, update };
}
