import type { TGigOrder } from '@labora/shared/gigs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The seller accepts or declines a waiting order; the buyer cancels one. */
export type GigOrderAction = 'accept' | 'decline' | 'cancel';

export function actOnGigOrder({ id, action }: { id: string; action: GigOrderAction }) {
  return apiFetch<{ message: string; order: TGigOrder }>(`/gig-orders/${encodeURIComponent(id)}/${action}`, {
    method: 'POST',
  });
}

/** Answers (an accept makes a contract) or cancels an order; orders and contracts are read again. */
export function useGigOrderAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnGigOrder,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.gigs.allOrders });
      void queryClient.invalidateQueries({ queryKey: queryKeys.contracts.all });
    },
  });
}
