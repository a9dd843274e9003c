import type { TProposal } from '@labora/shared/proposals';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Every proposal for the job's owner; only one's own for anybody else. */
export function getJobProposals(jobId: string) {
  return apiFetch<TProposal[]>(`/jobs/${encodeURIComponent(jobId)}/proposals`);
}

export function jobProposalsQueryOptions(jobId: string) {
  return queryOptions({ queryKey: queryKeys.proposals.ofJob(jobId), queryFn: () => getJobProposals(jobId) });
}

export function useJobProposals(jobId: string, { enabled = true } = {}) {
  return useQuery({ ...jobProposalsQueryOptions(jobId), enabled });
}

/** A proposal changed: the job (its count, its status) and the job lists are read again, and every list of proposals. */
export function refreshAfterProposalChange(queryClient: QueryClient, jobId: string) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.jobs.detail(jobId) });
  void queryClient.invalidateQueries({
    queryKey: queryKeys.jobs.all,
    predicate: (query) => query.queryKey[1] === 'pages',
  });
  void queryClient.invalidateQueries({ queryKey: queryKeys.proposals.all });
}
