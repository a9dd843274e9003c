import { FileDownloadTile } from '@/components/file-download-tile';
import { NETWORK_MESSAGE } from '@/components/ui/load-states';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { type DisputeFileRef, useDownloadDisputeFile } from '../api/download-dispute-file';

const FAILED = 'Não foi possível baixar o arquivo. Tente novamente.';

/** A step's files, each downloaded through the API with the session (they are private to the case). */
export function DisputeFiles({ disputeId, files }: { disputeId: string; files: DisputeFileRef[] }) {
  const download = useDownloadDisputeFile();
  if (files.length === 0) return null;
  return (
    <ul aria-label="Arquivos" className="grid gap-2 sm:grid-cols-2">
      {files.map((file) => (
        <li key={file.id}>
          <FileDownloadTile
            fileName={file.fileName}
            size={file.size}
            busy={download.isPending && download.variables?.file.id === file.id}
            onDownload={() =>
              download.mutate(
                { disputeId, file },
                {
                  onError: (error) => toast.error(errorMessage(error, { fallback: FAILED, network: NETWORK_MESSAGE })),
                },
              )
            }
          />
        </li>
      ))}
    </ul>
  );
}
