import type { TContractResolution } from '@labora/shared/disputes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The contract page's 'Problemas com o contrato?': the agreement under discussion, the dispute, what may start. */
export function getContractResolution(contractId: string) {
  return apiFetch<TContractResolution>(`/contracts/${encodeURIComponent(contractId)}/resolution`);
}

export function contractResolutionQueryOptions(contractId: string) {
  return queryOptions({
    queryKey: queryKeys.disputes.ofContract(contractId),
    queryFn: () => getContractResolution(contractId),
  });
}

export function useContractResolution(contractId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...contractResolutionQueryOptions(contractId), enabled });
}
