import type { TExperienceLevel, TJobCategory, TProjectType } from '@labora/shared/job-labels';
import type { TListJobsResponse } from '@labora/shared/jobs';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { nextPageOf } from '@/lib/capped-page';
import { formatResultCount } from '@/lib/format';
import { queryKeys } from '@/lib/query-keys';

export const JOBS_PAGE_SIZE = 12;

// A type, not an interface: a query key takes plain data (an index signature), which an interface never matches.
export type JobsFilters = {
  search: string;
  category: TJobCategory | '';
  projectType: TProjectType | '';
  experienceLevel: TExperienceLevel | '';
  remote: boolean;
};

export function getJobs(filters: JobsFilters, page: number) {
  const params = new URLSearchParams({ page: String(page), pageSize: String(JOBS_PAGE_SIZE) });
  if (filters.search) params.set('search', filters.search);
  if (filters.category) params.set('category', filters.category);
  if (filters.projectType) params.set('projectType', filters.projectType);
  if (filters.experienceLevel) params.set('experienceLevel', filters.experienceLevel);
  if (filters.remote) params.set('remote', 'true');
  return apiFetch<TListJobsResponse>(`/jobs?${params}`);
}

/** Open jobs, newest first, searched and filtered in the database, one page at a time. */
export function jobsQueryOptions(filters: JobsFilters) {
  return infiniteQueryOptions({
    queryKey: queryKeys.jobs.pages(filters),
    queryFn: ({ pageParam }) => getJobs(filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

/** The list's count text ('12 resultados'), from the same cached query as the list; null while it loads. */
export function useJobsCount(filters: JobsFilters, enabled: boolean): string | null {
  const { data } = useInfiniteQuery({ ...jobsQueryOptions(filters), placeholderData: keepPreviousData, enabled });
  const first = data?.pages[0];
  return first ? formatResultCount(first.total, first.totalCapped) : null;
}
