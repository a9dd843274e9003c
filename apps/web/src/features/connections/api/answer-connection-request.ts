import type { TConnectionRequest } from '@labora/shared/connections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** 'Aceitar' or 'Recusar' a request sent to me; accepting changes my suggestions too. */
export function useAnswerConnectionRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, accept }: { id: string; accept: boolean }) =>
      apiFetch<TConnectionRequest>(`/connections/requests/${encodeURIComponent(id)}/${accept ? 'accept' : 'decline'}`, {
        method: 'POST',
      }),
    // Not awaited: the row that answered leaves the refetched list, and its own callbacks (the toast) must run first.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.connections.all });
    },
  });
}
