import { CONNECTION_LIMITS, type TSuggestionsPage } from '@labora/shared/connections';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const pageSize = CONNECTION_LIMITS.suggestionsPageDefault;

/** 'Sugestões': people I may know, most connections in common first; 'Ver mais' loads the next page. */
export function useSuggestions() {
  return useInfiniteQuery({
    queryKey: queryKeys.connections.pages({ list: 'suggestions', pageSize }),
    queryFn: ({ pageParam }) =>
      apiFetch<TSuggestionsPage>(`/connections/suggestions?page=${pageParam}&pageSize=${pageSize}`),
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => (last.hasMore ? page + 1 : undefined),
  });
}
