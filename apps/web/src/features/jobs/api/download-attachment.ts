import type { TJobAttachment } from '@labora/shared/jobs';
import { useMutation } from '@tanstack/react-query';
import { ApiError, NetworkError } from '@/lib/api-client';
import { getSession } from '@/lib/session';

// Long enough for the browser to start saving; FileSaver.js waits as long before letting go of the blob.
const REVOKE_AFTER_MS = 40_000;

async function messageOf(response: Response): Promise<string | undefined> {
  try {
    const data: unknown = await response.json();
    if (typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string') {
      return data.message;
    }
  } catch {
    // Not JSON: no message to show.
  }
  return undefined;
}

/**
 * Attachments are private: the download needs the bearer token, which a plain link cannot send. The file
 * is fetched with it and handed to the browser as a blob under its original name.
 */
export async function downloadAttachment({ jobId, attachment }: { jobId: string; attachment: TJobAttachment }) {
  const token = getSession()?.token;
  let response: Response;
  try {
    response = await fetch(`/api/jobs/${encodeURIComponent(jobId)}/attachments/${encodeURIComponent(attachment.id)}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) throw new ApiError(response.status, await messageOf(response));
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch (error) {
    throw new NetworkError(error);
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = attachment.fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

export function useDownloadAttachment() {
  return useMutation({ mutationFn: downloadAttachment });
}
