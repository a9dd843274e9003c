import type { TFreelancerProfile } from '@labora/shared/freelancers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getFreelancer(id: string) {
  return apiFetch<TFreelancerProfile>(`/freelancers/${encodeURIComponent(id)}`);
}

export function freelancerQueryOptions(id: string) {
  return queryOptions({ queryKey: queryKeys.freelancers.detail(id), queryFn: () => getFreelancer(id) });
}

/** A public profile (no e-mail or phone). */
export function useFreelancer(id: string) {
  return useQuery(freelancerQueryOptions(id));
}
