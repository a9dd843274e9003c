import type { TMessageAttachment } from '@labora/shared/messages';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetchResponse, downloadFile } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const attachmentPath = (conversationId: string, attachmentId: string) =>
  `/conversations/${encodeURIComponent(conversationId)}/attachments/${encodeURIComponent(attachmentId)}`;

/** Saves a message's file (private: fetched with the session's token, then handed to the browser). */
export function useDownloadMessageAttachment(conversationId: string) {
  return useMutation({
    mutationFn: (file: TMessageAttachment) =>
      downloadFile(attachmentPath(conversationId, file.id), file.fileName, file.contentType),
  });
}

/** An image attachment as a blob, for its preview; kept while the conversation is open (a file never changes). */
export function useAttachmentBlob(conversationId: string, file: TMessageAttachment) {
  return useQuery({
    queryKey: queryKeys.messages.attachment(conversationId, file.id),
    queryFn: async () =>
      (await apiFetchResponse(attachmentPath(conversationId, file.id), { accept: file.contentType })).blob(),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
    retry: 1,
  });
}
