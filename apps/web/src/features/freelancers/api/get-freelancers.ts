import type { ZListFreelancersResponse } from '@labora/shared/freelancers';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { nextPageOf } from '@/lib/capped-page';
import { queryKeys } from '@/lib/query-keys';

export type TFreelancersPage = z.infer<typeof ZListFreelancersResponse>;

export const FREELANCERS_PAGE_SIZE = 12;

export function getFreelancers({ search, page }: { search: string; page: number }) {
  const params = new URLSearchParams({ page: String(page), pageSize: String(FREELANCERS_PAGE_SIZE) });
  if (search) params.set('search', search);
  return apiFetch<TFreelancersPage>(`/freelancers?${params}`);
}

export function freelancersQueryOptions(search: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.freelancers.pages({ search }),
    queryFn: ({ pageParam }) => getFreelancers({ search, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

/** The freelancers list, searched in the database, one page at a time. */
export function useFreelancers(search: string) {
  return useInfiniteQuery({
    ...freelancersQueryOptions(search),
    // The last answer stays on screen while a new search loads, so the list does not blank out per keystroke.
    placeholderData: keepPreviousData,
  });
}
