import type { TJob } from '@labora/shared/jobs';
import { Download, FileText, LoaderCircle } from 'lucide-react';
import { errorMessage } from '@/lib/api-client';
import { ATTACHMENT_DOWNLOAD_FAILED } from '@/lib/attachments';
import { formatFileSize } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useDownloadAttachment } from '../api/download-attachment';
import { JOB_FORM_MESSAGES } from '../lib/job-form';

/** The job's files; each downloads with the session's token (they are not public). */
export function AttachmentList({ job }: { job: TJob }) {
  const download = useDownloadAttachment();
  const downloadingId = download.isPending ? download.variables?.attachment.id : undefined;

  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {job.attachments.map((attachment) => {
        const busy = downloadingId === attachment.id;
        return (
          <li key={attachment.id}>
            <button
              type="button"
              aria-label={`Baixar ${attachment.fileName}`}
              aria-busy={busy || undefined}
              disabled={busy}
              onClick={() =>
                download.mutate(
                  { jobId: job.id, attachment },
                  {
                    onError: (error) =>
                      toast.error(
                        errorMessage(error, {
                          fallback: ATTACHMENT_DOWNLOAD_FAILED,
                          network: JOB_FORM_MESSAGES.network,
                        }),
                      ),
                  },
                )
              }
              className="flex w-full items-center gap-3 rounded-xl border border-nevoa-200 bg-white p-3 text-left transition-colors hover:border-brand-300 hover:bg-brand-50 disabled:cursor-wait"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <FileText aria-hidden className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold text-nevoa-900 text-sm">{attachment.fileName}</span>
                <span className="block text-nevoa-600 text-xs">{formatFileSize(attachment.size)}</span>
              </span>
              {busy ? (
                <LoaderCircle aria-hidden className="size-5 shrink-0 animate-spin text-brand-700" />
              ) : (
                <Download aria-hidden className="size-5 shrink-0 text-brand-700" />
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
