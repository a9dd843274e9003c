import type { TJobAttachment } from '@labora/shared/jobs';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api-client';

/** Attachments are private to signed-in users: saved through the API with the session's token. */
export function downloadAttachment({ jobId, attachment }: { jobId: string; attachment: TJobAttachment }) {
  return downloadFile(
    `/jobs/${encodeURIComponent(jobId)}/attachments/${encodeURIComponent(attachment.id)}`,
    attachment.fileName,
  );
}

export function useDownloadAttachment() {
  return useMutation({ mutationFn: downloadAttachment });
}
