import type { TDisputeCaseFile } from '@labora/shared/disputes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** What a moderator weighs in one place: the scope, the terms, the history, deliveries, conversation, hours. */
export function getCaseFile(id: string) {
  return apiFetch<TDisputeCaseFile>(`/disputes/${encodeURIComponent(id)}/case-file`);
}

export function caseFileQueryOptions(id: string) {
  return queryOptions({ queryKey: queryKeys.disputes.caseFile(id), queryFn: () => getCaseFile(id) });
}

export function useCaseFile(id: string) {
  return useQuery(caseFileQueryOptions(id));
}
