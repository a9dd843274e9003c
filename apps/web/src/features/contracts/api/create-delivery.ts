import type { TContract, TCreateDeliveryRequest } from '@labora/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { storeContract } from './store-contract';

export interface CreateDeliveryInput {
  contractId: string;
  delivery: TCreateDeliveryRequest;
  files: File[];
}

/**
 * 'Entregar': JSON without files; otherwise multipart, the delivery as JSON in `delivery` and each file in
 * `attachments` (as a job's files). The answer is the contract as it is now, with the new delivery.
 */
export function createDelivery({ contractId, delivery, files }: CreateDeliveryInput) {
  const path = `/contracts/${encodeURIComponent(contractId)}/deliveries`;
  if (files.length === 0) {
    return apiFetch<TContract & { message: string }>(path, { method: 'POST', body: delivery });
  }
  const form = new FormData();
  form.append('delivery', JSON.stringify(delivery));
  for (const file of files) form.append('attachments', file, file.name);
  return apiFetch<TContract & { message: string }>(path, { method: 'POST', body: form });
}

export function useCreateDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDelivery,
    onSuccess: ({ message: _message, ...contract }) => storeContract(queryClient, contract),
    // A refusal (a delivery already waiting, the contract no longer in progress) means the screen is behind.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.contracts.all }),
  });
}
