import type { TJobStatus, TListJobsResponse } from '@labora/shared/jobs';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { nextPageOf } from '@/lib/capped-page';
import { queryKeys } from '@/lib/query-keys';

export const MY_JOBS_PAGE_SIZE = 12;

/** The signed-in client's jobs, open and closed or one of them, each with its count of new proposals. */
export function getMyJobs(status: TJobStatus | '', page: number) {
  const params = new URLSearchParams({ owner: 'mine', page: String(page), pageSize: String(MY_JOBS_PAGE_SIZE) });
  if (status) params.set('status', status);
  return apiFetch<TListJobsResponse>(`/jobs?${params}`);
}

export function myJobsQueryOptions(status: TJobStatus | '') {
  return infiniteQueryOptions({
    // Under `pages` like the public list: publishing or answering a proposal refreshes both.
    queryKey: queryKeys.jobs.pages({ owner: 'mine', status }),
    queryFn: ({ pageParam }) => getMyJobs(status, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

export function useMyJobs(status: TJobStatus | '') {
  return useInfiniteQuery({ ...myJobsQueryOptions(status), placeholderData: keepPreviousData });
}
