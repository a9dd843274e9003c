import type { TPortfolioItem, TPortfolioResponse } from '@labora/shared/portfolio';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getPortfolio(freelancerId: string) {
  return apiFetch<TPortfolioResponse>(`/freelancers/${encodeURIComponent(freelancerId)}/portfolio`);
}

export function portfolioQueryOptions(freelancerId: string) {
  return queryOptions({
    queryKey: queryKeys.portfolio.ofFreelancer(freelancerId),
    queryFn: () => getPortfolio(freelancerId),
    select: (data) => data.items,
  });
}

/** A freelancer's portfolio in their order; readable without a session. */
export function usePortfolio(freelancerId: string) {
  return useQuery(portfolioQueryOptions(freelancerId));
}

/** An item the server saved takes its place in its owner's list (a new one at the end, as the server puts it). */
export function putPortfolioItemInCache(queryClient: QueryClient, item: TPortfolioItem) {
  queryClient.setQueryData(
    queryKeys.portfolio.ofFreelancer(item.freelancerId),
    (data: TPortfolioResponse | undefined) => {
      if (!data) return data;
      const items = data.items.some((i) => i.id === item.id)
        ? data.items.map((i) => (i.id === item.id ? item : i))
        : [...data.items, item];
      return { items };
    },
  );
}
