import { JOB_LIMITS, type TListJobsResponse } from '@labora/shared/jobs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface MyJobsSummary {
  /** Open jobs among the newest page of the caller's jobs. */
  open: number;
  /** More jobs than that page holds: `open` may be short of the real number. */
  partial: boolean;
}

export async function getMyJobsSummary(): Promise<MyJobsSummary> {
  const params = new URLSearchParams({ owner: 'mine', pageSize: String(JOB_LIMITS.pageSizeMax) });
  const { items, total } = await apiFetch<TListJobsResponse>(`/jobs?${params}`);
  return { open: items.filter((job) => job.status === 'open').length, partial: total > items.length };
}

// Under 'jobs', so publishing or closing a job (which invalidates that branch) refreshes the count.
export const myJobsSummaryQueryOptions = queryOptions({
  queryKey: queryKeys.jobs.mine({ summary: 'open-count' }),
  queryFn: getMyJobsSummary,
});

export function useMyJobsSummary() {
  return useQuery(myJobsSummaryQueryOptions);
}
