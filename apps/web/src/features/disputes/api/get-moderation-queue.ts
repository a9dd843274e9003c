import type { TModerationQueue, TModerationQueueQuery } from '@labora/shared/disputes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The queue's tab and page (the query's input types are loose: the API coerces the page from text). */
export type ModerationQueueQuery = {
  status: NonNullable<TModerationQueueQuery['status']>;
  page: number;
};

/** Rows per page of the queue (the API's default, sent so the page count here matches it). */
export const MODERATION_PAGE_SIZE = 20;

/** /moderacao: the cases of one status, sorted by the next deadline (flagged and escalated first). */
export function getModerationQueue({ status, page }: ModerationQueueQuery) {
  const params = new URLSearchParams({ status, page: String(page), pageSize: String(MODERATION_PAGE_SIZE) });
  return apiFetch<TModerationQueue>(`/moderation/disputes?${params}`);
}

export function moderationQueueQueryOptions(query: ModerationQueueQuery) {
  return queryOptions({
    queryKey: queryKeys.disputes.queue(query),
    queryFn: () => getModerationQueue(query),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useModerationQueue(query: ModerationQueueQuery) {
  return useQuery(moderationQueueQueryOptions(query));
}
