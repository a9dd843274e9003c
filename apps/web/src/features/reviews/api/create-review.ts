import type { TContract } from '@labora/shared/contracts';
import type { TCreateReviewRequest } from '@labora/shared/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type CreateReviewResult = TContract & { message: string };

export function createReview({ contractId, review }: { contractId: string; review: TCreateReviewRequest }) {
  return apiFetch<CreateReviewResult>(`/contracts/${encodeURIComponent(contractId)}/reviews`, {
    method: 'POST',
    body: review,
  });
}

/**
 * Reviews the other side of a concluded contract, once. The answer is the contract with both reviews as now
 * shown: `onReviewed` hands it to whoever holds the contract (the contract screen stores it at once).
 */
export function useCreateReview({ onReviewed }: { onReviewed?: (contract: TContract) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: ({ message: _, ...contract }) => onReviewed?.(contract),
    onSettled: () => {
      // Not awaited: the answer already shows; the lists (and the reviewed user's reviews) catch up behind it.
      void queryClient.invalidateQueries({ queryKey: queryKeys.contracts.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.reviews.all });
    },
  });
}
