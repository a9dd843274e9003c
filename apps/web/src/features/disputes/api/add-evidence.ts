import type { TAddEvidenceRequest, TDispute } from '@labora/shared/disputes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { withAttachments } from './multipart';
import { refreshAfterDisputeStep } from './refresh';

export interface AddEvidenceInput {
  disputeId: string;
  evidence: TAddEvidenceRequest;
  files: File[];
}

/** 'Adicionar evidência': a note, files or both, until a moderator takes the case. */
export function addEvidence({ disputeId, evidence, files }: AddEvidenceInput) {
  return apiFetch<TDispute>(
    `/disputes/${encodeURIComponent(disputeId)}/evidence`,
    withAttachments('evidence', evidence, files),
  );
}

export function useAddEvidence() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addEvidence, onSettled: () => refreshAfterDisputeStep(queryClient) });
}
