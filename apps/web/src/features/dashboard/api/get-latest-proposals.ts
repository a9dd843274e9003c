import type { TListMyProposalsQuery, TProposal } from '@labora/shared/proposals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The API's largest page. The dashboard's proposals section lists the latest of the same page under the same
 * key, so the count and the list are one request.
 */
export const PROPOSALS_PAGE_SIZE = 50;

/** The caller's newest proposals (sent, or received on their jobs), to count the pending ones. */
export function getLatestProposals(as: TListMyProposalsQuery['as']): Promise<TProposal[]> {
  const params = new URLSearchParams({ as, pageSize: String(PROPOSALS_PAGE_SIZE) });
  return apiFetch<TProposal[]>(`/proposals?${params}`);
}

export function latestProposalsQueryOptions(as: TListMyProposalsQuery['as']) {
  return queryOptions({ queryKey: queryKeys.proposals.mine({ as }), queryFn: () => getLatestProposals(as) });
}

export function useLatestProposals(as: TListMyProposalsQuery['as']) {
  return useQuery(latestProposalsQueryOptions(as));
}
