import type { TConversationSummary } from '@labora/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** One conversation (its name, kind and members), opened by its address. */
export function useConversation(id: string) {
  return useQuery({
    queryKey: queryKeys.messages.detail(id),
    queryFn: () => apiFetch<TConversationSummary>(`/conversations/${encodeURIComponent(id)}`),
    enabled: id !== '',
  });
}
