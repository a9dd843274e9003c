import type { TAgreement, TProposeAgreementRequest } from '@labora/shared/disputes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { refreshAfterDisputeStep } from './refresh';

/** 'Propor encerramento por acordo': what goes to the freelancer; the rest of the escrow goes back to the client. */
export function proposeAgreement({ contractId, request }: { contractId: string; request: TProposeAgreementRequest }) {
  return apiFetch<TAgreement>(`/contracts/${encodeURIComponent(contractId)}/agreements`, {
    method: 'POST',
    body: request,
  });
}

export function useProposeAgreement() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: proposeAgreement, onSettled: () => refreshAfterDisputeStep(queryClient) });
}
