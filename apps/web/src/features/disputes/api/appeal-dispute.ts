import type { TAppealDisputeRequest, TDispute } from '@labora/shared/disputes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { refreshAfterDisputeStep } from './refresh';

/** 'Recorrer': one appeal per case, with a written reason; an admin reviews it. */
export function appealDispute({ disputeId, request }: { disputeId: string; request: TAppealDisputeRequest }) {
  return apiFetch<TDispute>(`/disputes/${encodeURIComponent(disputeId)}/appeal`, { method: 'POST', body: request });
}

export function useAppealDispute() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: appealDispute, onSettled: () => refreshAfterDisputeStep(queryClient) });
}
