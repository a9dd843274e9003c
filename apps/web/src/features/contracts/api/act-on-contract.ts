import type { TContract, TContractActionRequest } from '@labora/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { idempotencyHeader } from '@/lib/idempotency-key';
import { queryKeys } from '@/lib/query-keys';
import { storeContract } from './store-contract';

export type ContractActionResult = TContract & { message: string };

/** `idempotencyKey`: required by 'conclude' (releases the escrow) and 'cancel' (refunds it), as money moves. */
export function actOnContract({
  id,
  request,
  idempotencyKey,
}: {
  id: string;
  request: TContractActionRequest;
  idempotencyKey?: string;
}) {
  return apiFetch<ContractActionResult>(`/contracts/${encodeURIComponent(id)}/actions`, {
    method: 'POST',
    body: request,
    headers: idempotencyKey ? idempotencyHeader(idempotencyKey) : undefined,
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
    onSettled: (_data, _error, { request }) => {
      // Not awaited: the answer already shows; the lists catch up behind it.
      void queryClient.invalidateQueries({ queryKey: queryKeys.contracts.all });
      // Concluding pays the freelancer and cancelling refunds the client: the wallets changed.
      if (request.action === 'conclude' || request.action === 'cancel') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all });
      }
    },
  });
}
