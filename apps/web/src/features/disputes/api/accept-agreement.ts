import type { TAgreementAccepted } from '@labora/shared/disputes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { idempotencyHeader } from '@/lib/idempotency-key';
import { refreshAfterDisputeStep } from './refresh';

export interface AcceptAgreementInput {
  contractId: string;
  agreementId: string;
  idempotencyKey: string;
}

/** 'Aceitar acordo': the escrow is split through the ledger and the contract ends (a money POST). */
export function acceptAgreement({ contractId, agreementId, idempotencyKey }: AcceptAgreementInput) {
  return apiFetch<TAgreementAccepted>(
    `/contracts/${encodeURIComponent(contractId)}/agreements/${encodeURIComponent(agreementId)}/accept`,
    { method: 'POST', headers: idempotencyHeader(idempotencyKey) },
  );
}

export function useAcceptAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptAgreement,
    onSettled: () => refreshAfterDisputeStep(queryClient, { money: true }),
  });
}
