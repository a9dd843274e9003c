import type { TDecideDisputeRequest, TDispute } from '@labora/shared/disputes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { idempotencyHeader } from '@/lib/idempotency-key';
import { refreshAfterDisputeStep } from './refresh';

export interface DecideDisputeInput {
  disputeId: string;
  request: TDecideDisputeRequest;
  idempotencyKey: string;
}

/** A moderator's decision: the split and the written reason both sides read (a money POST). */
export function decideDispute({ disputeId, request, idempotencyKey }: DecideDisputeInput) {
  return apiFetch<TDispute>(`/disputes/${encodeURIComponent(disputeId)}/decision`, {
    method: 'POST',
    body: request,
    headers: idempotencyHeader(idempotencyKey),
  });
}

export function useDecideDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideDispute,
    onSettled: () => refreshAfterDisputeStep(queryClient, { money: true }),
  });
}
