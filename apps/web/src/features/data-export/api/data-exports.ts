import { DATA_EXPORT_LIMITS, type TDataExport, type TDataExportList } from '@labora/shared/data-export';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, downloadFile } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The person's requests, newest first; asked again every few seconds while the latest is being prepared. */
export function useDataExports() {
  return useQuery({
    queryKey: queryKeys.dataExport.list(),
    queryFn: () => apiFetch<TDataExportList>('/users/me/data-exports'),
    refetchInterval: (query) => (query.state.data?.items[0]?.status === 'pending' ? DATA_EXPORT_LIMITS.pollMs : false),
  });
}

/** 'Solicitar cópia dos meus dados': a new request (201) or the one being prepared (200). */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<TDataExport>('/users/me/data-export', { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.dataExport.list() }),
  });
}

/** The signed-in owner downloads without the e-mailed secret: the session's token is enough. */
export function useDownloadDataExport() {
  return useMutation({
    mutationFn: (dataExport: TDataExport) =>
      downloadFile(
        `/data-exports/${encodeURIComponent(dataExport.id)}/download`,
        `labora-meus-dados-${(dataExport.readyAt ?? dataExport.createdAt).slice(0, 10)}.zip`,
        'application/zip',
      ),
  });
}
