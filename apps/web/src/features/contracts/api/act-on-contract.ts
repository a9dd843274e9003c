import type { TContract, TContractActionRequest } from '@labora/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { storeContract } from './store-contract';

export type ContractActionResult = TContract & { message: string };

export function actOnContract({ id, request }: { id: string; request: TContractActionRequest }) {
  return apiFetch<ContractActionResult>(`/contracts/${encodeURIComponent(id)}/actions`, {
    method: 'POST',
    body: request,
  });
}

/** start, progress (freelancer), conclude (client), cancel before start (either side). */
export function useActOnContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnContract,
    // The answer carries a toast text besides the contract; the cache keeps the contract only.
    onSuccess: ({ message: _, ...contract }) => storeContract(queryClient, contract),
    // Read again after a refusal too: a 409 means this screen is behind the server (the other side moved first).
    onSettled: () => {
      // Not awaited: the answer already shows; the lists catch up behind it.
      void queryClient.invalidateQueries({ queryKey: queryKeys.contracts.all });
    },
  });
}
