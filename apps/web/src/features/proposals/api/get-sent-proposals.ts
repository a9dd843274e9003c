import type { TProposalStatus } from '@labora/shared/proposal-labels';
import type { TProposal } from '@labora/shared/proposals';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { CappedPage } from '@/lib/capped-page';
import { nextPageOf } from '@/lib/capped-page';
import { queryKeys } from '@/lib/query-keys';

export const SENT_PROPOSALS_PAGE_SIZE = 20;

/**
 * One page of the caller's sent proposals, newest first. The API answers a bare page (no count), so the page
 * says "this many so far, maybe more" while it is full: the list's count reads '20+ resultados'.
 */
export async function getSentProposals(status: TProposalStatus | '', page: number): Promise<CappedPage<TProposal>> {
  const params = new URLSearchParams({ as: 'sent', page: String(page), pageSize: String(SENT_PROPOSALS_PAGE_SIZE) });
  if (status) params.set('status', status);
  const items = await apiFetch<TProposal[]>(`/proposals?${params}`);
  const pageSize = SENT_PROPOSALS_PAGE_SIZE;
  return {
    items,
    total: (page - 1) * pageSize + items.length,
    totalCapped: items.length === pageSize,
    page,
    pageSize,
  };
}

export function sentProposalsQueryOptions(status: TProposalStatus | '') {
  return infiniteQueryOptions({
    queryKey: queryKeys.proposals.pages({ as: 'sent', status }),
    queryFn: ({ pageParam }) => getSentProposals(status, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

export function useSentProposals(status: TProposalStatus | '') {
  return useInfiniteQuery({ ...sentProposalsQueryOptions(status), placeholderData: keepPreviousData });
}
