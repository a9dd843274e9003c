import type { TConversationKind, TConversationSummary } from '@labora/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { POLL_MS } from '../lib/polling';

/** The caller's conversations of one kind, most recently active first; read again until real time arrives. */
export function useConversations({ kind, search = '' }: { kind: TConversationKind; search?: string }) {
  return useQuery({
    queryKey: queryKeys.messages.conversations({ kind, search }),
    queryFn: () => {
      const query = new URLSearchParams({ kind });
      if (search) query.set('search', search);
      return apiFetch<TConversationSummary[]>(`/conversations?${query}`);
    },
    refetchInterval: POLL_MS,
    placeholderData: (previous) => previous,
  });
}
