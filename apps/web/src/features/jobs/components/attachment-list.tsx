import type { TJob } from '@labora/shared/jobs';
import { FileDownloadTile } from '@/components/file-download-tile';
import { errorMessage } from '@/lib/api-client';
import { ATTACHMENT_DOWNLOAD_FAILED } from '@/lib/attachments';
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
            <FileDownloadTile
              fileName={attachment.fileName}
              size={attachment.size}
              busy={busy}
              onDownload={() =>
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
            />
          </li>
        );
      })}
    </ul>
  );
}
