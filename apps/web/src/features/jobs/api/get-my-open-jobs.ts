import { JOB_LIMITS } from '@labora/shared/job-labels';
import type { TJobSummary, TListJobsResponse } from '@labora/shared/jobs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The viewer's jobs still taking proposals: the ones worth inviting a freelancer to. */
export async function getMyOpenJobs(): Promise<TJobSummary[]> {
  const params = new URLSearchParams({ owner: 'mine', pageSize: String(JOB_LIMITS.pageSizeMax) });
  const { items } = await apiFetch<TListJobsResponse>(`/jobs?${params}`);
  return items.filter((job) => job.status === 'open');
}

export const myOpenJobsQueryOptions = queryOptions({
  queryKey: queryKeys.jobs.mine({ status: 'open' }),
  queryFn: getMyOpenJobs,
});

export function useMyOpenJobs({ enabled }: { enabled: boolean }) {
  return useQuery({ ...myOpenJobsQueryOptions, enabled });
}
