import type { TInboxProposal } from '@labora/shared/proposals';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The owner's inbox of one job; the server marks what it answers as seen. */
export function getJobInbox(jobId: string) {
  return apiFetch<TInboxProposal[]>(`/jobs/${encodeURIComponent(jobId)}/inbox`);
}

export function useJobInbox(jobId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.proposals.inbox(jobId),
    queryFn: async () => {
      const inbox = await getJobInbox(jobId);
      // Opening the inbox marked its proposals seen: the job lists' counts of new ones are out of date.
      void queryClient.invalidateQueries({
        queryKey: queryKeys.jobs.all,
        predicate: (query) => query.queryKey[1] === 'pages',
      });
      return inbox;
    },
  });
}
