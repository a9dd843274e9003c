import type { TDecideDisputeRequest, TDispute } from '@labora/shared/disputes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { idempotencyHeader } from '@/lib/idempotency-key';
import { refreshAfterDisputeStep } from './refresh';

export interface ReviewAppealInput {
  disputeId: string;
  request: TDecideDisputeRequest;
  idempotencyKey: string;
}

/** 'Confirmar ou alterar decisão': an admin's final split on an appeal; the money moves (a money POST). */
export function reviewAppeal({ disputeId, request, idempotencyKey }: ReviewAppealInput) {
  return apiFetch<TDispute>(`/disputes/${encodeURIComponent(disputeId)}/appeal-review`, {
    method: 'POST',
    body: request,
    headers: idempotencyHeader(idempotencyKey),
  });
}

export function useReviewAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewAppeal,
    onSettled: () => refreshAfterDisputeStep(queryClient, { money: true }),
  });
}
