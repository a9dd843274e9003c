import type { TAnswerDisputeRequest, TDispute } from '@labora/shared/disputes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { withAttachments } from './multipart';
import { refreshAfterDisputeStep } from './refresh';

export interface AnswerDisputeInput {
  disputeId: string;
  answer: TAnswerDisputeRequest;
  files: File[];
}

/** 'Responder': the other side's statement and files, within its deadline. */
export function answerDispute({ disputeId, answer, files }: AnswerDisputeInput) {
  return apiFetch<TDispute>(
    `/disputes/${encodeURIComponent(disputeId)}/answer`,
    withAttachments('answer', answer, files),
  );
}

export function useAnswerDispute() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: answerDispute, onSettled: () => refreshAfterDisputeStep(queryClient) });
}
