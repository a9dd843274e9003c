import type { TContract, TContractStatus, TListContractsQuery } from '@labora/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export type ContractSide = 'client' | 'freelancer';

export interface ContractsPage {
  items: TContract[];
  total: number;
}

export interface ContractsFilter {
  as: ContractSide;
  status: TContractStatus;
  /** Only the total is read when 1; the deadlines read the items of a larger page. */
  pageSize: number;
}

export function getContracts({ as, status, pageSize }: ContractsFilter): Promise<ContractsPage> {
  const query: TListContractsQuery = { as, status, pageSize };
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return apiFetch<ContractsPage>(`/contracts?${params}`);
}

export const contractsKeys = {
  all: ['contracts'] as const,
  list: (filter: ContractsFilter) => [...contractsKeys.all, 'list', filter] as const,
};

export function contractsQueryOptions(filter: ContractsFilter) {
  return queryOptions({ queryKey: contractsKeys.list(filter), queryFn: () => getContracts(filter) });
}

export function useContracts(filter: ContractsFilter) {
  return useQuery(contractsQueryOptions(filter));
}
