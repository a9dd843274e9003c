import type { TDispute, TOpenDisputeRequest } from '@labora/shared/disputes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { withAttachments } from './multipart';
import { refreshAfterDisputeStep } from './refresh';

export interface OpenDisputeInput {
  contractId: string;
  dispute: TOpenDisputeRequest;
  files: File[];
}

/** 'Abrir disputa': the reason, the statement and optional files; the escrow freezes until the decision. */
export function openDispute({ contractId, dispute, files }: OpenDisputeInput) {
  return apiFetch<TDispute>(
    `/contracts/${encodeURIComponent(contractId)}/disputes`,
    withAttachments('dispute', dispute, files),
  );
}

export function useOpenDispute() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: openDispute, onSettled: () => refreshAfterDisputeStep(queryClient) });
}
