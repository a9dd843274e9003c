import type { TListMyProposalsQuery, TProposal } from '@labora/shared/proposals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type ProposalsSide = TListMyProposalsQuery['as'];

/** The API's largest page: the pending count and the latest proposals both come from it. */
export const MY_PROPOSALS_PAGE_SIZE = 50;

/** The caller's proposals, newest first: sent as a freelancer or received on their jobs. */
export function getMyProposals(as: ProposalsSide): Promise<TProposal[]> {
  const params = new URLSearchParams({ as, pageSize: String(MY_PROPOSALS_PAGE_SIZE) });
  return apiFetch<TProposal[]>(`/proposals?${params}`);
}

// The dashboard's pending count reads the same key (one request for both).
export function myProposalsQueryOptions(as: ProposalsSide) {
  return queryOptions({ queryKey: queryKeys.proposals.mine({ as }), queryFn: () => getMyProposals(as) });
}

export function useMyProposals(as: ProposalsSide) {
  return useQuery(myProposalsQueryOptions(as));
}
