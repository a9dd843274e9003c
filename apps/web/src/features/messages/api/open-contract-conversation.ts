import type { TConversationSummary } from '@labora/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** 'Enviar Mensagem' on a contract: its conversation (where Labora also writes what happened to it). */
export function useOpenContractConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contractId: string) =>
      apiFetch<TConversationSummary>(`/contracts/${encodeURIComponent(contractId)}/conversation`, { method: 'POST' }),
    onSuccess: (conversation) => {
      queryClient.setQueryData(queryKeys.messages.detail(conversation.id), conversation);
      return queryClient.invalidateQueries({ queryKey: queryKeys.messages.allConversations });
    },
  });
}
