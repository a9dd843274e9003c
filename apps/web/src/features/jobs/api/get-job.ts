import type { TJob } from '@labora/shared/jobs';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getJob(id: string) {
  return apiFetch<TJob>(`/jobs/${encodeURIComponent(id)}`);
}

export function jobQueryOptions(id: string) {
  return queryOptions({ queryKey: queryKeys.jobs.detail(id), queryFn: () => getJob(id) });
}

export function useJob(id: string) {
  return useQuery(jobQueryOptions(id));
}

/** A job the server saved: cached for its page, and every job list read again to show it. */
export function putJobInCache(queryClient: QueryClient, job: TJob) {
  queryClient.setQueryData(jobQueryOptions(job.id).queryKey, job);
  void queryClient.invalidateQueries({
    queryKey: queryKeys.jobs.all,
    // The lists only: the job's own page holds the saved copy already.
    predicate: (query) => query.queryKey[1] !== 'detail',
  });
}
