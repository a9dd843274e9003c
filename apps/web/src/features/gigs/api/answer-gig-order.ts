import type { TGigOrder } from '@labora/shared/gigs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { idempotencyHeader, useIdempotencyKey } from '@/lib/idempotency-key';
import { queryKeys } from '@/lib/query-keys';

/** The seller accepts or declines a waiting order; the buyer cancels one. */
export type GigOrderAction = 'accept' | 'decline' | 'cancel';

/** A decline or a cancel returns the order's payment to the buyer: a money POST, with its Idempotency-Key. */
export function actOnGigOrder({
  id,
  action,
  idempotencyKey,
}: {
  id: string;
  action: GigOrderAction;
  idempotencyKey?: string;
}) {
  return apiFetch<{ message: string; order: TGigOrder }>(`/gig-orders/${encodeURIComponent(id)}/${action}`, {
    method: 'POST',
    headers: idempotencyKey ? idempotencyHeader(idempotencyKey) : undefined,
  });
}

/**
 * Answers (an accept makes a contract) or cancels an order. A decline or a cancel gets one key per click, the
 * same one when that click is sent again after no answer (lib/idempotency-key.ts). Orders, contracts and the
 * wallet (a refund) are read again, after a refusal too: the screen was behind.
 */
export function useGigOrderAction() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKey();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: GigOrderAction }) =>
      action === 'accept'
        ? actOnGigOrder({ id, action })
        : keys.send({ id, action }, (idempotencyKey) => actOnGigOrder({ id, action, idempotencyKey })),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.gigs.allOrders });
      void queryClient.invalidateQueries({ queryKey: queryKeys.contracts.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all });
    },
  });
}
