import type { TMessage } from '@labora/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface SendMessageInput {
  text: string;
  /** Images and documents; the text may be blank when some go. */
  files?: File[];
}

/** A message as JSON, or with files as multipart: the text as JSON in `message`, each file in `attachments`. */
export function sendMessage(conversationId: string, { text, files = [] }: SendMessageInput) {
  const path = `/conversations/${encodeURIComponent(conversationId)}/messages`;
  if (files.length === 0) return apiFetch<TMessage>(path, { method: 'POST', body: { text } });
  const form = new FormData();
  form.append('message', JSON.stringify({ text }));
  for (const file of files) form.append('attachments', file, file.name);
  return apiFetch<TMessage>(`${path}/files`, { method: 'POST', body: form });
}

/** 'Enviar': the server trims and checks the text and the files; the answer is the stored message. */
export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendMessageInput) => sendMessage(conversationId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.messages.allConversations }),
  });
}
