import type { ZListFreelancersResponse } from '@labora/shared/freelancers';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { nextPageOf } from '@/lib/capped-page';
import { formatResultCount } from '@/lib/format';
import { queryKeys } from '@/lib/query-keys';
import type { FreelancerFilterValues } from '../lib/freelancer-filters-params';

export type TFreelancersPage = z.infer<typeof ZListFreelancersResponse>;

export const FREELANCERS_PAGE_SIZE = 12;

export interface FreelancersFilters extends FreelancerFilterValues {
  search: string;
}

export function getFreelancers({ filters, page }: { filters: FreelancersFilters; page: number }) {
  const params = new URLSearchParams({ page: String(page), pageSize: String(FREELANCERS_PAGE_SIZE) });
  const { search, category, city, state, minRateCents, maxRateCents, minRating, level, order } = filters;
  if (search) params.set('search', search);
  if (category) params.set('category', category);
  if (city) params.set('city', city);
  if (state) params.set('state', state);
  if (minRateCents !== null) params.set('minRateCents', String(minRateCents));
  if (maxRateCents !== null) params.set('maxRateCents', String(maxRateCents));
  if (minRating !== null) params.set('minRating', String(minRating));
  if (level) params.set('level', level);
  params.set('order', order);
  return apiFetch<TFreelancersPage>(`/freelancers?${params}`);
}

export function freelancersQueryOptions(filters: FreelancersFilters) {
  return infiniteQueryOptions({
    queryKey: queryKeys.freelancers.pages({ ...filters }),
    queryFn: ({ pageParam }) => getFreelancers({ filters, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

/** The freelancers list, searched, filtered and ordered in the database, one page at a time. */
export function useFreelancers(filters: FreelancersFilters) {
  return useInfiniteQuery({
    ...freelancersQueryOptions(filters),
    // The last answer stays on screen while a new search loads, so the list does not blank out per keystroke.
    placeholderData: keepPreviousData,
  });
}

/** The list's count text ('12 resultados'), from the same cached query as the list; null while it loads. */
export function useFreelancersCount(filters: FreelancersFilters, enabled: boolean): string | null {
  const { data } = useInfiniteQuery({
    ...freelancersQueryOptions(filters),
    placeholderData: keepPreviousData,
    enabled,
  });
  const first = data?.pages[0];
  return first ? formatResultCount(first.total, first.totalCapped) : null;
}
