import type { TCreateGigOrderRequest, TGigOrder } from '@labora/shared/gigs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function orderGig({ gigId, request }: { gigId: string; request: TCreateGigOrderRequest }) {
  return apiFetch<{ message: string; order: TGigOrder }>(`/gigs/${encodeURIComponent(gigId)}/orders`, {
    method: 'POST',
    body: request,
  });
}

/** 'Contratar': sends the seller an order; the buyer's lists of orders are read again. */
export function useOrderGig(gigId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TCreateGigOrderRequest) => orderGig({ gigId, request }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.gigs.allOrders }),
  });
}
