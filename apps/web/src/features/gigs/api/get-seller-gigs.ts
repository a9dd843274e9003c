import { GIG_LIMITS, type TGig } from '@labora/shared/gigs';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getSellerGigs(sellerId: string) {
  // A seller has at most GIG_LIMITS.perSeller gigs, so one page holds them all.
  const params = new URLSearchParams({ sellerId, pageSize: String(GIG_LIMITS.perSeller) });
  return apiFetch<TGig[]>(`/gigs?${params}`);
}

export function sellerGigsQueryOptions(sellerId: string) {
  return queryOptions({ queryKey: queryKeys.gigs.bySeller(sellerId), queryFn: () => getSellerGigs(sellerId) });
}

/** A freelancer's services, newest first. */
export function useSellerGigs(sellerId: string) {
  return useQuery(sellerGigsQueryOptions(sellerId));
}

/**
 * A gig the server saved takes its place in its seller's list (new ones first, as the server orders them);
 * the featured gigs (dashboard) are read again, since it may be among them.
 */
export function putGigInCache(queryClient: QueryClient, gig: TGig) {
  queryClient.setQueryData(sellerGigsQueryOptions(gig.seller.id).queryKey, (gigs) => {
    if (!gigs) return gigs;
    return gigs.some((g) => g.id === gig.id) ? gigs.map((g) => (g.id === gig.id ? gig : g)) : [gig, ...gigs];
  });
  void queryClient.invalidateQueries({ queryKey: queryKeys.gigs.featured() });
}
