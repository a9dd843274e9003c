import type { TGig } from '@labora/shared/gigs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getGig(id: string) {
  return apiFetch<TGig>(`/gigs/${encodeURIComponent(id)}`);
}

export function gigQueryOptions(id: string) {
  return queryOptions({ queryKey: queryKeys.gigs.detail(id), queryFn: () => getGig(id) });
}

/** One gig, with its seller's name, level and rating (/gig/{id}). */
export function useGig(id: string) {
  return useQuery(gigQueryOptions(id));
}
