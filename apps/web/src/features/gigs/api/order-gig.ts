import type { TCreateGigOrderRequest, TGigOrder } from '@labora/shared/gigs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { idempotencyHeader, useIdempotencyKey } from '@/lib/idempotency-key';
import { queryKeys } from '@/lib/query-keys';

export interface OrderGigInput {
  gigId: string;
  request: TCreateGigOrderRequest;
  /** The order is paid when made: a money POST (lib/idempotency-key.ts). */
  idempotencyKey: string;
}

export function orderGig({ gigId, request, idempotencyKey }: OrderGigInput) {
  return apiFetch<{ message: string; order: TGigOrder }>(`/gigs/${encodeURIComponent(gigId)}/orders`, {
    method: 'POST',
    body: request,
    headers: idempotencyHeader(idempotencyKey),
  });
}

/**
 * 'Contratar': pays the gig's price (wallet or card) into escrow and sends the seller the order, with one
 * Idempotency-Key per click (the same one when that click is sent again after no answer). The buyer's orders and
 * the wallet are read again, after a refusal too (the balance may have changed meanwhile).
 */
export function useOrderGig(gigId: string) {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKey();
  return useMutation({
    mutationFn: (request: TCreateGigOrderRequest) =>
      keys.send({ gigId, ...request }, (idempotencyKey) => orderGig({ gigId, request, idempotencyKey })),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.gigs.allOrders });
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all });
    },
  });
}
