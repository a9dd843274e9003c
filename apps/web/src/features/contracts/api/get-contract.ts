import type { TContract } from '@labora/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * Everything under ['contracts'] is contracts: these screens' lists and pages, and the dashboard's counts.
 * A move or a review makes all of it stale, since a status change moves a contract between lists.
 */
export const contractsKey = ['contracts'] as const;
export const contractKey = (id: string) => [...contractsKey, 'detail', id] as const;

export function getContract(id: string) {
  return apiFetch<TContract>(`/contracts/${encodeURIComponent(id)}`);
}

export function contractQueryOptions(id: string) {
  return queryOptions({ queryKey: contractKey(id), queryFn: () => getContract(id) });
}

export function useContract(id: string) {
  return useQuery(contractQueryOptions(id));
}
