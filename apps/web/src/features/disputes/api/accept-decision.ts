import type { TDispute } from '@labora/shared/disputes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { idempotencyHeader } from '@/lib/idempotency-key';
import { refreshAfterDisputeStep } from './refresh';

/** 'Aceitar decisão': once both sides accept, the money moves (a money POST). */
export function acceptDecision({ disputeId, idempotencyKey }: { disputeId: string; idempotencyKey: string }) {
  return apiFetch<TDispute>(`/disputes/${encodeURIComponent(disputeId)}/accept`, {
    method: 'POST',
    headers: idempotencyHeader(idempotencyKey),
  });
}

export function useAcceptDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptDecision,
    onSettled: () => refreshAfterDisputeStep(queryClient, { money: true }),
  });
}
