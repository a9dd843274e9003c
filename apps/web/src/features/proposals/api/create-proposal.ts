import type { TCreateProposalRequest, TProposal } from '@labora/shared/proposals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { jobProposalsQueryOptions, refreshAfterProposalChange } from './get-job-proposals';

export function createProposal({ jobId, proposal }: { jobId: string; proposal: TCreateProposalRequest }) {
  return apiFetch<{ message: string; proposal: TProposal }>(`/jobs/${encodeURIComponent(jobId)}/proposals`, {
    method: 'POST',
    body: proposal,
  });
}

export function useCreateProposal(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proposal: TCreateProposalRequest) => createProposal({ jobId, proposal }),
    onSuccess: ({ proposal }) => {
      queryClient.setQueryData(jobProposalsQueryOptions(jobId).queryKey, (list) => [
        proposal,
        ...(list ?? []).filter((p) => p.id !== proposal.id),
      ]);
      refreshAfterProposalChange(queryClient, jobId);
    },
  });
}
