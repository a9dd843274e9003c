import type { TGigOrder } from '@labora/shared/gigs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type GigOrderAnswer = 'accept' | 'decline';

export function answerGigOrder({ id, answer }: { id: string; answer: GigOrderAnswer }) {
  return apiFetch<{ message: string; order: TGigOrder }>(`/gig-orders/${encodeURIComponent(id)}/${answer}`, {
    method: 'POST',
  });
}

/** The seller accepts (a contract is made) or declines an order; orders and contracts are read again. */
export function useAnswerGigOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerGigOrder,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.gigs.allOrders });
      void queryClient.invalidateQueries({ queryKey: queryKeys.contracts.all });
    },
  });
}
