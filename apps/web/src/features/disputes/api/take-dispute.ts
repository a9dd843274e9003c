import type { TDispute } from '@labora/shared/disputes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { refreshAfterDisputeStep } from './refresh';

/** 'Assumir caso': the moderator becomes responsible; evidence closes. */
export function takeDispute(disputeId: string) {
  return apiFetch<TDispute>(`/disputes/${encodeURIComponent(disputeId)}/take`, { method: 'POST' });
}

export function useTakeDispute() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: takeDispute, onSettled: () => refreshAfterDisputeStep(queryClient) });
}
