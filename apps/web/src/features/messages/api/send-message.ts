import type { TMessage } from '@labora/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** 'Enviar': the server trims and checks the text; the answer is the stored message. */
export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiFetch<TMessage>(`/conversations/${encodeURIComponent(conversationId)}/messages`, {
        method: 'POST',
        body: { text },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.messages.allConversations }),
  });
}
