import type { TContractStatus, TListContractsQuery, TListContractsResponse } from '@labora/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// A type, not an interface: query keys take plain records.
export type ContractCountFilter = {
  as: TListContractsQuery['as'];
  status: TContractStatus;
  /** Only the total is read when 1; see CONTRACTS_UNDER_WAY_PAGE_SIZE for a larger page. */
  pageSize: number;
};

/**
 * The page size the dashboard's upcoming deadlines ask contracts under way with (the API's largest): the card
 * counting them asks the same, so both read one request under one key.
 */
export const CONTRACTS_UNDER_WAY_PAGE_SIZE = 50;

/** How many contracts of one status the caller has on one side: the API totals the whole list. */
export function getContractCount(filter: ContractCountFilter): Promise<TListContractsResponse> {
  const params = new URLSearchParams(Object.entries(filter).map(([key, value]) => [key, String(value)]));
  return apiFetch<TListContractsResponse>(`/contracts?${params}`);
}

export function contractCountQueryOptions(filter: ContractCountFilter) {
  return queryOptions({ queryKey: queryKeys.contracts.list(filter), queryFn: () => getContractCount(filter) });
}

export function useContractCount(filter: ContractCountFilter) {
  return useQuery(contractCountQueryOptions(filter));
}
