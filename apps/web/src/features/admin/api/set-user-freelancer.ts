import type { TSetFreelancerRequest, TSetFreelancerResponse } from '@labora/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { getSession, updateSessionUser } from '@/lib/session';
import type { UsersPage } from './get-users';

interface SetUserFreelancerVariables extends TSetFreelancerRequest {
  userId: string;
}

/** SPEC's PUT usuarios/{id}/isFreelancer, the same call the role choice makes, here for any user. */
export function setUserFreelancer({ userId, isFreelancer }: SetUserFreelancerVariables) {
  return apiFetch<TSetFreelancerResponse>(`/usuarios/${encodeURIComponent(userId)}/isFreelancer`, {
    method: 'PUT',
    body: { isFreelancer } satisfies TSetFreelancerRequest,
  });
}

export function useSetUserFreelancer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserFreelancer,
    onSuccess: ({ user }, { userId, isFreelancer }) => {
      // An admin flipping their own flag changes what the rest of the app shows them too.
      if (getSession()?.user._id === userId) updateSessionUser(user);
      queryClient.setQueriesData<UsersPage>({ queryKey: queryKeys.admin.userLists() }, (page) =>
        page
          ? { ...page, users: page.users.map((row) => (row._id === userId ? { ...row, isFreelancer } : row)) }
          : page,
      );
      return queryClient.invalidateQueries({ queryKey: queryKeys.admin.users });
    },
  });
}
