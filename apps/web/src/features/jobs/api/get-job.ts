import type { TJob } from '@labora/shared/jobs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Everything under ['jobs'] is this feature's: lists, one job, its proposals. */
export const jobsKey = ['jobs'] as const;
export const jobKey = (id: string) => [...jobsKey, 'detail', id] as const;

export function getJob(id: string) {
  return apiFetch<TJob>(`/jobs/${encodeURIComponent(id)}`);
}

export function jobQueryOptions(id: string) {
  return queryOptions({ queryKey: jobKey(id), queryFn: () => getJob(id) });
}

export function useJob(id: string) {
  return useQuery(jobQueryOptions(id));
}
