import type { TConversationSummary } from '@labora/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** 'Enviar Mensagem': the one direct conversation with that person, created the first time. */
export function useOpenDirectConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiFetch<TConversationSummary>('/conversations/direct', { method: 'POST', body: { userId } }),
    onSuccess: (conversation) => {
      queryClient.setQueryData(queryKeys.messages.detail(conversation.id), conversation);
      return queryClient.invalidateQueries({ queryKey: queryKeys.messages.allConversations });
    },
  });
}
