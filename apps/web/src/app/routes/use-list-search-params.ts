import { JOB_LIMITS } from '@labora/shared/job-labels';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  type FreelancerFilterValues,
  readFreelancerFilters,
  writeFreelancerFilters,
} from '@/features/freelancers/lib/freelancer-filters-params';
import type { JobsFilters } from '@/features/jobs/api/get-jobs';
import { readJobFilters, writeJobFilters } from '@/features/jobs/lib/job-filters-params';

export type ListTab = 'freelancers' | 'projetos';

/** What a screen may pass in the navigation state to land on the projects tab. */
export interface FreelancersListState {
  tab?: ListTab;
}

export interface ListQuery extends JobsFilters {
  tab: ListTab;
  /** The freelancers tab's filters and order (the job filters are the projects tab's). */
  people: FreelancerFilterValues;
}

const KEYS = { tab: 'tab', q: 'q' };

function parse(params: URLSearchParams, stateTab: ListTab | undefined): ListQuery {
  const tab = params.get(KEYS.tab);
  return {
    tab: tab === 'projetos' || tab === 'freelancers' ? tab : (stateTab ?? 'freelancers'),
    search: (params.get(KEYS.q) ?? '').trim().slice(0, JOB_LIMITS.searchMaxLength),
    ...readJobFilters(params),
    people: readFreelancerFilters(params),
  };
}

function serialize({ tab, search, people, ...filters }: ListQuery): URLSearchParams {
  const out = new URLSearchParams();
  if (tab === 'projetos') out.set(KEYS.tab, 'projetos');
  if (search) out.set(KEYS.q, search);
  // Each tab's filters mean nothing on the other; they stay out of its address.
  if (tab === 'projetos') writeJobFilters(out, filters);
  else writeFreelancerFilters(out, people);
  return out;
}

/**
 * Tab, search and each tab's filters live in the address (?tab=projetos&q=..., ?categoria=...&ordem=...), so a reload or a shared link
 * shows the same list. Another screen may instead say `{ tab: 'projetos' }` in the navigation state; the
 * address then takes it over. Edits replace the history entry, so Back leaves the screen.
 */
export function useListSearchParams() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const stateTab = (location.state as FreelancersListState | null)?.tab;
  const query = useMemo(() => parse(params, stateTab), [params, stateTab]);

  // React Router hands every change made before the next render the same `current`: two changes in one moment (the
  // two rate boxes settling together) would each start from it, and the last would drop the first. Each change here
  // starts from the one before it.
  const latest = useRef(params);
  latest.current = params;
  const update = useCallback(
    (patch: Partial<ListQuery> | ((current: ListQuery) => Partial<ListQuery>)) => {
      const now = parse(latest.current, stateTab);
      const next = serialize({ ...now, ...(typeof patch === 'function' ? patch(now) : patch) });
      latest.current = next;
      // The state's tab has done its job once the address holds the tab.
      setParams(next, { replace: true });
    },
    [setParams, stateTab],
  );
  // Merged into the filters as they are when the change applies, not as the caller's render saw them.
  const updatePeople = useCallback(
    (patch: Partial<FreelancerFilterValues>) => update((current) => ({ people: { ...current.people, ...patch } })),
    [update],
  );

  const hasTabParam = params.has(KEYS.tab);
  useEffect(() => {
    if (stateTab === 'projetos' && !hasTabParam) update({ tab: 'projetos' });
  }, [stateTab, hasTabParam, update]);

  return { query, update, updatePeople };
}
