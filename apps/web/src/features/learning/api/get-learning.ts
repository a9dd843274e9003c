import type { TLearningResponse } from '@labora/shared/learning';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const pageSize = 12;

/** The catalogue, recommended first, optionally in one category; 'Ver mais' loads the next page. */
export function useLearning(category: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.learning.pages({ category, pageSize }),
    queryFn: ({ pageParam }) =>
      apiFetch<TLearningResponse>(
        `/learning?${new URLSearchParams({ category, page: String(pageParam), pageSize: String(pageSize) })}`,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}
