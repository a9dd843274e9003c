import type { TDispute } from '@labora/shared/disputes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** A case as the caller sees it: both sides, or the staff (myRole), with what each may do now (allowedActions). */
export function getDispute(id: string) {
  return apiFetch<TDispute>(`/disputes/${encodeURIComponent(id)}`);
}

export function disputeQueryOptions(id: string) {
  return queryOptions({ queryKey: queryKeys.disputes.detail(id), queryFn: () => getDispute(id) });
}

export function useDispute(id: string) {
  return useQuery(disputeQueryOptions(id));
}
