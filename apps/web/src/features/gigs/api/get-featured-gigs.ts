import type { TGig } from '@labora/shared/gigs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const FEATURED_GIGS_COUNT = 8;

/** The newest active gigs: the services to hire shown on the dashboard. */
export function getFeaturedGigs(): Promise<TGig[]> {
  const params = new URLSearchParams({ pageSize: String(FEATURED_GIGS_COUNT) });
  return apiFetch<TGig[]>(`/gigs?${params}`);
}

export const featuredGigsQueryOptions = queryOptions({ queryKey: queryKeys.gigs.featured(), queryFn: getFeaturedGigs });

export function useFeaturedGigs() {
  return useQuery(featuredGigsQueryOptions);
}
