import { useMutation } from '@tanstack/react-query';
import { fetchResponse } from './fetch-response';

const FILE_NAME = 'users.csv';
const REVOKE_AFTER_MS = 10_000;

/** The server's users.csv of every user matching `q` (not only the page on screen), saved by the browser. */
export async function downloadUsersCsv(q: string): Promise<void> {
  const response = await fetchResponse(`/usuarios/export.csv?${new URLSearchParams({ q })}`, 'text/csv');
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = FILE_NAME;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Some browsers read the blob after the click returns; freed a little later, not at once.
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}

export function useExportUsers() {
  return useMutation({ mutationFn: downloadUsersCsv });
}
