import type { TContract } from '@labora/shared/contracts';
import type { TCreateReviewRequest } from '@labora/shared/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { refreshContracts, storeContract, withoutMessage } from './contract-cache';

export type CreateReviewResult = TContract & { message: string };

export function createReview({ contractId, review }: { contractId: string; review: TCreateReviewRequest }) {
  return apiFetch<CreateReviewResult>(`/contracts/${encodeURIComponent(contractId)}/reviews`, {
    method: 'POST',
    body: review,
  });
}

/** Reviews the other side of a concluded contract, once; the answer is the contract with both reviews as now shown. */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: (result) => storeContract(queryClient, withoutMessage(result)),
    onSettled: () => {
      // Not awaited: the answer already shows; the lists catch up behind it.
      void refreshContracts(queryClient);
    },
  });
}
