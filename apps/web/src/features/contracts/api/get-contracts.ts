import type { TContractStatus } from '@labora/shared/contract-labels';
import type { TListContractsQuery, TListContractsResponse } from '@labora/shared/contracts';
import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const CONTRACTS_PAGE_SIZE = 20;

export type ContractSide = TListContractsQuery['as'];
export type ContractsPage = TListContractsResponse;

/** One page of the caller's contracts on one side, newest first. */
export function getContracts(query: TListContractsQuery) {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return apiFetch<ContractsPage>(`/contracts?${params}`);
}

// A type, not an interface: query keys take plain records.
export type ContractsFilters = {
  /** 'client' for /hiring, 'freelancer' for /my-projects. */
  as: ContractSide;
  search: string;
  /** '' for every status. */
  status: TContractStatus | '';
};

function pageQuery(filters: ContractsFilters, page: number): TListContractsQuery {
  const query: TListContractsQuery = { as: filters.as, page, pageSize: CONTRACTS_PAGE_SIZE };
  if (filters.search) query.search = filters.search;
  if (filters.status) query.status = filters.status;
  return query;
}

export function contractPagesQueryOptions(filters: ContractsFilters) {
  return infiniteQueryOptions({
    queryKey: queryKeys.contracts.pages(filters),
    queryFn: ({ pageParam }) => getContracts(pageQuery(filters, pageParam)),
    initialPageParam: 1,
    getNextPageParam: (last: ContractsPage, pages: ContractsPage[]) =>
      last.items.length === CONTRACTS_PAGE_SIZE && pages.length * CONTRACTS_PAGE_SIZE < last.total
        ? pages.length + 1
        : undefined,
  });
}

/** The caller's contracts on one side, newest first, searched and filtered in the database, a page at a time. */
export function useContractPages(filters: ContractsFilters) {
  // A new search keeps the last list on screen (dimmed) until its answer comes.
  return useInfiniteQuery({ ...contractPagesQueryOptions(filters), placeholderData: keepPreviousData });
}

export type ContractListFilter = {
  as: ContractSide;
  status: TContractStatus;
  pageSize: number;
};

/** A single first page of one status (not the paged lists above): the dashboard's deadlines read it. */
export function contractListQueryOptions(filter: ContractListFilter) {
  return queryOptions({ queryKey: queryKeys.contracts.list(filter), queryFn: () => getContracts(filter) });
}
