import type { TMessageHistory } from '@labora/shared/messages';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

function historyPath(conversationId: string, cursor: { before?: number; after?: number }) {
  const query = new URLSearchParams();
  if (cursor.before !== undefined) query.set('before', String(cursor.before));
  if (cursor.after !== undefined) query.set('after', String(cursor.after));
  const search = query.size > 0 ? `?${query}` : '';
  return `/conversations/${encodeURIComponent(conversationId)}/messages${search}`;
}

/** The history, a page at a time: the newest first, then older ones with `before` (each page newest first). */
export function useMessagePages(conversationId: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.messages.pages(conversationId),
    queryFn: ({ pageParam }) => apiFetch<TMessageHistory>(historyPath(conversationId, { before: pageParam })),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.hasMore ? page.messages.at(-1)?.id : undefined),
    // New messages come announced or through the `after` catch-up, never by reloading every page.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** What came after the last id seen, oldest first (the catch-up on every WebSocket (re)connect). */
export function fetchMessagesAfter(conversationId: string, after: number) {
  return apiFetch<TMessageHistory>(historyPath(conversationId, { after }));
}
