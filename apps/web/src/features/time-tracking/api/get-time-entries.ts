import type { TTimeEntriesPage } from '@labora/shared/time-tracking';
import { TIME_TRACKING_LIMITS } from '@labora/shared/time-tracking-rules';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const PAGE_SIZE = TIME_TRACKING_LIMITS.entriesPageDefault;

/** The person's entries, newest first, a page at a time. */
export function useTimeEntries() {
  return useInfiniteQuery({
    queryKey: queryKeys.timeTracking.pages(),
    queryFn: ({ pageParam }) => apiFetch<TTimeEntriesPage>(`/time-entries?page=${pageParam}&pageSize=${PAGE_SIZE}`),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPage) => (last.hasMore ? lastPage + 1 : undefined),
  });
}
