import type { TMessageResponse } from '@labora/shared/auth';
import type { TInviteRequest } from '@labora/shared/jobs';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The viewer's jobs this freelancer was already invited to. */
export function invitedJobsQueryOptions(freelancerId: string) {
  return queryOptions({
    queryKey: queryKeys.jobs.invitations(freelancerId),
    queryFn: async () => {
      const { jobIds } = await apiFetch<{ jobIds: string[] }>(
        `/jobs/invitations?${new URLSearchParams({ freelancerId })}`,
      );
      return new Set(jobIds);
    },
  });
}

export function useInvitedJobs(freelancerId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...invitedJobsQueryOptions(freelancerId), enabled });
}

/** Invites the freelancer to one of the viewer's open jobs: the server mails them its link. */
export function useInviteFreelancer(freelancerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) =>
      apiFetch<TMessageResponse>(`/jobs/${encodeURIComponent(jobId)}/invitations`, {
        method: 'POST',
        body: { freelancerId } satisfies TInviteRequest,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.jobs.invitations(freelancerId) }),
  });
}
