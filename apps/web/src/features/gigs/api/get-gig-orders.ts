import type { TListGigOrdersQuery, TListGigOrdersResponse } from '@labora/shared/gigs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type GigOrdersFilter = Pick<TListGigOrdersQuery, 'as' | 'gigId' | 'status'>;

/** One page is plenty: a gig's orders from one buyer, or a seller's waiting ones. */
const PAGE_SIZE = 50;

export function getGigOrders(filter: GigOrdersFilter) {
  const params = new URLSearchParams({ as: filter.as, pageSize: String(PAGE_SIZE) });
  if (filter.gigId) params.set('gigId', filter.gigId);
  if (filter.status) params.set('status', filter.status);
  return apiFetch<TListGigOrdersResponse>(`/gig-orders?${params}`);
}

export function gigOrdersQueryOptions(filter: GigOrdersFilter) {
  return queryOptions({ queryKey: queryKeys.gigs.orders({ ...filter }), queryFn: () => getGigOrders(filter) });
}

/** The orders the signed-in person sent (as buyer) or received (as seller), newest first. */
export function useGigOrders(filter: GigOrdersFilter) {
  return useQuery(gigOrdersQueryOptions(filter));
}
