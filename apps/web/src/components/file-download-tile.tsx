import { Download, FileText, LoaderCircle } from 'lucide-react';
import { formatFileSize } from '@/lib/format';

/** A private file as a tile that downloads it on click (name, size, a spinner while it downloads). */
export function FileDownloadTile({
  fileName,
  size,
  busy,
  onDownload,
}: {
  fileName: string;
  size: number;
  busy: boolean;
  onDownload: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={`Baixar ${fileName}`}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={onDownload}
      className="flex w-full items-center gap-3 rounded-xl border border-nevoa-200 bg-white p-3 text-left transition-colors hover:border-brand-300 hover:bg-brand-50 disabled:cursor-wait"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <FileText aria-hidden className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold text-nevoa-900 text-sm">{fileName}</span>
        <span className="block text-nevoa-600 text-xs">{formatFileSize(size)}</span>
      </span>
      {busy ? (
        <LoaderCircle aria-hidden className="size-5 shrink-0 animate-spin text-brand-700" />
      ) : (
        <Download aria-hidden className="size-5 shrink-0 text-brand-700" />
      )}
    </button>
  );
}
