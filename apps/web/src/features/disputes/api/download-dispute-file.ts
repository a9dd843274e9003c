import type { TDisputeFile } from '@labora/shared/disputes';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api-client';

/** A case's file, or a delivery's file in its case file (which names its own `url` under /api). */
export type DisputeFileRef = TDisputeFile & { url?: string };

export function disputeFilePath(disputeId: string, file: DisputeFileRef): string {
  if (file.url) return file.url.replace(/^\/api(?=\/)/, '');
  return `/disputes/${encodeURIComponent(disputeId)}/files/${encodeURIComponent(file.id)}`;
}

/** A case's files are private to its sides and the staff: saved through the API with the session's token. */
export function downloadDisputeFile({ disputeId, file }: { disputeId: string; file: DisputeFileRef }) {
  return downloadFile(disputeFilePath(disputeId, file), file.fileName);
}

export function useDownloadDisputeFile() {
  return useMutation({ mutationFn: downloadDisputeFile });
}
