import { CONNECTION_LIMITS, type TIncomingRequestsPage } from '@labora/shared/connections';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Connection requests waiting for my answer, newest first (the first page: the rest appear as these are answered). */
export function useIncomingRequests() {
  return useQuery({
    queryKey: queryKeys.connections.incoming(),
    queryFn: () =>
      apiFetch<TIncomingRequestsPage>(`/connections/requests?pageSize=${CONNECTION_LIMITS.requestsPageDefault}`),
  });
}
