import type { TAdminUser, TUpdateUserRequest } from '@labora/shared/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { UsersPage } from './get-users';

interface UpdateUserVariables extends TUpdateUserRequest {
  userId: string;
}

export function updateUser({ userId, ...patch }: UpdateUserVariables) {
  return apiFetch<TAdminUser>(`/usuarios/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    body: patch satisfies TUpdateUserRequest,
  });
}

/** Puts the saved user in every cached page at once (SPEC: the list is updated locally), then refetches. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (saved) => {
      queryClient.setQueriesData<UsersPage>({ queryKey: queryKeys.admin.userLists() }, (page) =>
        page ? { ...page, users: page.users.map((user) => (user._id === saved._id ? saved : user)) } : page,
      );
      return queryClient.invalidateQueries({ queryKey: queryKeys.admin.users });
    },
  });
}
