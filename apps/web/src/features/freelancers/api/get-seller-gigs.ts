import { GIG_LIMITS, type TGig } from '@labora/shared/gigs';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function getSellerGigs(sellerId: string) {
  // A seller has at most GIG_LIMITS.perSeller gigs, so one page holds them all.
  const params = new URLSearchParams({ sellerId, pageSize: String(GIG_LIMITS.perSeller) });
  return apiFetch<TGig[]>(`/gigs?${params}`);
}

export const gigsKeys = {
  all: ['gigs'] as const,
  bySeller: (sellerId: string) => [...gigsKeys.all, 'seller', sellerId] as const,
};

export function sellerGigsQueryOptions(sellerId: string) {
  return queryOptions({ queryKey: gigsKeys.bySeller(sellerId), queryFn: () => getSellerGigs(sellerId) });
}

/** A freelancer's services, newest first. */
export function useSellerGigs(sellerId: string) {
  return useQuery(sellerGigsQueryOptions(sellerId));
}

/** A gig the server saved takes its place in its seller's list (new ones first, as the server orders them). */
export function putGigInCache(queryClient: QueryClient, gig: TGig) {
  queryClient.setQueryData<TGig[]>(gigsKeys.bySeller(gig.seller.id), (gigs) => {
    if (!gigs) return gigs;
    return gigs.some((g) => g.id === gig.id) ? gigs.map((g) => (g.id === gig.id ? gig : g)) : [gig, ...gigs];
  });
}
