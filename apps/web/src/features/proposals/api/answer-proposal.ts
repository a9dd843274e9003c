import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { refreshAfterProposalChange } from './get-job-proposals';

type ProposalAction = 'accept' | 'reject' | 'withdraw';

function actOnProposal<T>(id: string, action: ProposalAction, body?: object) {
  return apiFetch<T>(`/proposals/${encodeURIComponent(id)}/${action}`, { method: 'POST', ...(body ? { body } : {}) });
}

// Refreshed after a failure too: "already answered" means this screen is behind the server.
function useProposalAction<T>(jobId: string, action: ProposalAction, alsoStale: QueryKey[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: string | { proposalId: string; body: object }) =>
      typeof input === 'string'
        ? actOnProposal<T>(input, action)
        : actOnProposal<T>(input.proposalId, action, input.body),
    onSettled: () => {
      refreshAfterProposalChange(queryClient, jobId);
      for (const queryKey of alsoStale) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

/**
 * The owner accepts: the server makes the contract, closes the job and declines the other proposals. For an hourly
 * job the body carries the weekly limit of hours ({ proposalId, body: { weeklyLimitHours } }).
 */
export function useAcceptProposal(jobId: string) {
  return useProposalAction<{ message: string; contractId: string }>(jobId, 'accept', [queryKeys.contracts.all]);
}

export function useRejectProposal(jobId: string) {
  return useProposalAction<{ message: string }>(jobId, 'reject');
}

/** The freelancer takes back their own pending proposal. */
export function useWithdrawProposal(jobId: string) {
  return useProposalAction<{ message: string }>(jobId, 'withdraw');
}
