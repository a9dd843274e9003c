import type { TMessageAttachment } from '@labora/shared/messages';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FileDownloadTile } from '@/components/file-download-tile';
import { NETWORK_MESSAGE } from '@/components/ui/load-states';
import { errorMessage } from '@/lib/api-client';
import { ATTACHMENT_DOWNLOAD_FAILED } from '@/lib/attachments';
import { toast } from '@/lib/toast';
import { useAttachmentBlob, useDownloadMessageAttachment } from '../api/message-attachment-file';

/** Image types the browser shows inline (the server typed them by content). */
const PREVIEWED = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** A message's files: images previewed, every file downloaded on click (members only, so fetched with the token). */
export function MessageAttachments({
  conversationId,
  attachments,
}: {
  conversationId: string;
  attachments: TMessageAttachment[];
}) {
  const download = useDownloadMessageAttachment(conversationId);
  const [downloadingId, setDownloadingId] = useState<string | null>(null);
  if (!attachments.length) return null;

  const save = (file: TMessageAttachment) => {
    setDownloadingId(file.id);
    download.mutate(file, {
      onError: (error) =>
        toast.error(errorMessage(error, { fallback: ATTACHMENT_DOWNLOAD_FAILED, network: NETWORK_MESSAGE })),
      onSettled: () => setDownloadingId(null),
    });
  };

  return (
    <ul aria-label="Arquivos" className="my-1.5 w-64 max-w-full space-y-2">
      {attachments.map((file) => (
        <li key={file.id} className="min-w-0">
          {PREVIEWED.has(file.contentType) && (
            <ImagePreview conversationId={conversationId} file={file} onOpen={() => save(file)} />
          )}
          <FileDownloadTile
            fileName={file.fileName}
            size={file.size}
            busy={downloadingId === file.id}
            onDownload={() => save(file)}
          />
        </li>
      ))}
    </ul>
  );
}

/** The image itself above its tile; clicking it saves it too. Without the preview, the tile still works. */
function ImagePreview({
  conversationId,
  file,
  onOpen,
}: {
  conversationId: string;
  file: TMessageAttachment;
  onOpen: () => void;
}) {
  const blob = useAttachmentBlob(conversationId, file);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob.data) return;
    const objectUrl = URL.createObjectURL(blob.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob.data]);

  if (blob.isError) return null;
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={`Baixar imagem ${file.fileName}`}
      className="mb-1.5 block max-w-full overflow-hidden rounded-xl border border-nevoa-200 bg-nevoa-100"
    >
      {url ? (
        <img src={url} alt={file.fileName} className="block max-h-64 w-auto max-w-full object-contain" />
      ) : (
        <span role="status" className="flex h-32 w-48 items-center justify-center text-nevoa-500">
          <LoaderCircle aria-hidden className="size-5 animate-spin" />
          <span className="sr-only">Carregando imagem…</span>
        </span>
      )}
    </button>
  );
}
