import type { TContract } from '@labora/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { storeContract } from './store-contract';

export interface RequestChangesInput {
  contractId: string;
  deliveryId: string;
  message: string;
}

/** 'Pedir alterações': the client answers the waiting delivery with what to change; the work goes on. */
export function requestChanges({ contractId, deliveryId, message }: RequestChangesInput) {
  return apiFetch<TContract & { message: string }>(
    `/contracts/${encodeURIComponent(contractId)}/deliveries/${encodeURIComponent(deliveryId)}/changes`,
    { method: 'POST', body: { message } },
  );
}

export function useRequestChanges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestChanges,
    onSuccess: ({ message: _message, ...contract }) => storeContract(queryClient, contract),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.contracts.all }),
  });
}
