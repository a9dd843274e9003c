import type { TMarkReadResponse } from '@labora/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Read up to a message (the server only moves it forward); the unread dots and badges follow. */
export function useMarkRead(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) =>
      apiFetch<TMarkReadResponse>(`/conversations/${encodeURIComponent(conversationId)}/read`, {
        method: 'POST',
        body: { messageId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.messages.allConversations }),
  });
}
