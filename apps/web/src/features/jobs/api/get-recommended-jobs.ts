import type { TRecommendedJob, TRecommendedJobsResponse } from '@labora/shared/jobs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** How many the dashboard shows: two rows of three on a wide screen. */
export const RECOMMENDED_JOBS_SHOWN = 6;

/** Open jobs ranked for the signed-in freelancer: skills in common, then their categories, then the newest. */
export async function getRecommendedJobs(): Promise<TRecommendedJob[]> {
  const params = new URLSearchParams({ pageSize: String(RECOMMENDED_JOBS_SHOWN) });
  return (await apiFetch<TRecommendedJobsResponse>(`/jobs/recommended?${params}`)).items;
}

// Under 'jobs': publishing or closing a job refreshes it; the dashboard asks again on every visit (a proposal
// sent meanwhile takes its job off the list).
export const recommendedJobsQueryOptions = queryOptions({
  queryKey: queryKeys.jobs.recommended(),
  queryFn: getRecommendedJobs,
});

export function useRecommendedJobs() {
  return useQuery(recommendedJobsQueryOptions);
}
