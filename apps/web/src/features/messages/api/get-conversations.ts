import type { TConversationKind, TConversationSummary } from '@labora/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useRealtimeLive } from '@/lib/realtime';
import { FALLBACK_POLL_MS } from '../lib/polling';

/**
 * The caller's conversations of one kind, most recently active first. The WebSocket's announcements refetch them
 * (app/realtime-query-sync.ts); only while it is down are they read again on a timer.
 */
export function useConversations({ kind, search = '' }: { kind: TConversationKind; search?: string }) {
  const live = useRealtimeLive();
  return useQuery({
    queryKey: queryKeys.messages.conversations({ kind, search }),
    queryFn: () => {
      const query = new URLSearchParams({ kind });
      if (search) query.set('search', search);
      return apiFetch<TConversationSummary[]>(`/conversations?${query}`);
    },
    refetchInterval: live ? false : FALLBACK_POLL_MS,
    placeholderData: (previous) => previous,
  });
}
