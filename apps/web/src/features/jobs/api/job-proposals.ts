import type { TCreateProposalRequest, TProposal } from '@labora/shared/proposals';
import {
  type QueryClient,
  type QueryKey,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { jobKey } from './get-job';

export const jobProposalsKey = (jobId: string) => [...jobKey(jobId), 'proposals'] as const;

/** Every proposal for the job's owner; only one's own for anybody else. */
export function getJobProposals(jobId: string) {
  return apiFetch<TProposal[]>(`/jobs/${encodeURIComponent(jobId)}/proposals`);
}

export function jobProposalsQueryOptions(jobId: string) {
  return queryOptions({ queryKey: jobProposalsKey(jobId), queryFn: () => getJobProposals(jobId) });
}

export function useJobProposals(jobId: string, { enabled = true } = {}) {
  return useQuery({ ...jobProposalsQueryOptions(jobId), enabled });
}

/** A proposal changed: the job (its count, its status) and its proposals are read again, and any list of proposals. */
function refreshJob(queryClient: QueryClient, jobId: string) {
  void queryClient.invalidateQueries({ queryKey: jobKey(jobId) });
  void queryClient.invalidateQueries({ queryKey: ['proposals'] });
}

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
      queryClient.setQueryData(jobProposalsKey(jobId), (list: TProposal[] | undefined) => [
        proposal,
        ...(list ?? []).filter((p) => p.id !== proposal.id),
      ]);
      refreshJob(queryClient, jobId);
    },
  });
}

type ProposalAction = 'accept' | 'reject' | 'withdraw';

function actOnProposal<T>(id: string, action: ProposalAction) {
  return apiFetch<T>(`/proposals/${encodeURIComponent(id)}/${action}`, { method: 'POST' });
}

// Refreshed after a failure too: "already answered" means this screen is behind the server.
function useProposalAction<T>(jobId: string, action: ProposalAction, alsoStale: QueryKey[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proposalId: string) => actOnProposal<T>(proposalId, action),
    onSettled: () => {
      refreshJob(queryClient, jobId);
      for (const queryKey of alsoStale) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

/** The owner accepts: the server makes the contract, closes the job and declines the other proposals. */
export function useAcceptProposal(jobId: string) {
  return useProposalAction<{ message: string; contractId: string }>(jobId, 'accept', [['contracts']]);
}

export function useRejectProposal(jobId: string) {
  return useProposalAction<{ message: string }>(jobId, 'reject');
}

export function useWithdrawProposal(jobId: string) {
  return useProposalAction<{ message: string }>(jobId, 'withdraw');
}
