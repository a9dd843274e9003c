import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api-client';

/** The server's users.csv of every user matching `q` (not only the page on screen), saved by the browser. */
export function downloadUsersCsv(q: string): Promise<void> {
  return downloadFile(`/usuarios/export.csv?${new URLSearchParams({ q })}`, 'users.csv', 'text/csv');
}

export function useExportUsers() {
  return useMutation({ mutationFn: downloadUsersCsv });
}
