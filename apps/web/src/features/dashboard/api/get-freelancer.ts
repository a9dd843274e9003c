import type { TFreelancerProfile } from '@labora/shared/freelancers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** A public profile; the dashboard reads the signed-in freelancer's rating from it. */
export function getFreelancer(id: string): Promise<TFreelancerProfile> {
  return apiFetch<TFreelancerProfile>(`/freelancers/${encodeURIComponent(id)}`);
}

export function freelancerQueryOptions(id: string) {
  return queryOptions({ queryKey: ['freelancers', 'detail', id], queryFn: () => getFreelancer(id) });
}

export function useFreelancer(id: string) {
  return useQuery(freelancerQueryOptions(id));
}
