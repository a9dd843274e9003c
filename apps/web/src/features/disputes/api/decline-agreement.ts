import type { TAgreement } from '@labora/shared/disputes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { refreshAfterDisputeStep } from './refresh';

/** 'Recusar': the proposal ends; the contract goes on as it was. */
export function declineAgreement({ contractId, agreementId }: { contractId: string; agreementId: string }) {
  return apiFetch<TAgreement>(
    `/contracts/${encodeURIComponent(contractId)}/agreements/${encodeURIComponent(agreementId)}/decline`,
    { method: 'POST' },
  );
}

export function useDeclineAgreement() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: declineAgreement, onSettled: () => refreshAfterDisputeStep(queryClient) });
}
