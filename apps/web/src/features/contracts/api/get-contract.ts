import type { TContract } from '@labora/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getContract(id: string) {
  return apiFetch<TContract>(`/contracts/${encodeURIComponent(id)}`);
}

export function contractQueryOptions(id: string) {
  return queryOptions({ queryKey: queryKeys.contracts.detail(id), queryFn: () => getContract(id) });
}

export function useContract(id: string) {
  return useQuery(contractQueryOptions(id));
}
