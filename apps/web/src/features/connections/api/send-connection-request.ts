import type { TConnectionRequest } from '@labora/shared/connections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, hasErrorCode } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * 'Adicionar': asks someone to connect. On success the suggestions are not refetched: the person stays in the list
 * marked 'Pedido enviado' (the server leaves them out from the next load on). Refused because a request or a
 * connection already exists (another tab, or they asked first), the lists are out of date: they are refetched, so
 * the person leaves the suggestions or shows up under 'Pedidos de conexão'.
 */
export function useSendConnectionRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiFetch<TConnectionRequest>('/connections/requests', { method: 'POST', body: { userId } }),
    onError: (error) => {
      if (hasErrorCode(error, 'CONNECTION_REQUEST_EXISTS', 'ALREADY_CONNECTED'))
        return queryClient.invalidateQueries({ queryKey: queryKeys.connections.all });
    },
  });
}
