import type { TContract, TContractStatus, TListContractsQuery } from '@labora/shared/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { contractsKey } from './get-contract';

export const CONTRACTS_PAGE_SIZE = 20;

export type ContractSide = 'client' | 'freelancer';

export interface ContractsFilters {
  /** 'client' for /hiring, 'freelancer' for /my-projects. */
  as: ContractSide;
  search: string;
  /** '' for every status. */
  status: TContractStatus | '';
}

export interface ContractsPage {
  items: TContract[];
  total: number;
}

export function getContracts(filters: ContractsFilters, page: number) {
  const query: TListContractsQuery = { as: filters.as, page, pageSize: CONTRACTS_PAGE_SIZE };
  if (filters.search) query.search = filters.search;
  if (filters.status) query.status = filters.status;
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return apiFetch<ContractsPage>(`/contracts?${params}`);
}

/** Not the dashboard's ['contracts', 'list', ...]: those are single pages, these are paged lists. */
export const contractPagesKey = (filters: ContractsFilters) => [...contractsKey, 'pages', filters] as const;
export const allContractPagesKey = [...contractsKey, 'pages'] as const;

export function contractPagesQueryOptions(filters: ContractsFilters) {
  return infiniteQueryOptions({
    queryKey: contractPagesKey(filters),
    queryFn: ({ pageParam }) => getContracts(filters, pageParam),
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
