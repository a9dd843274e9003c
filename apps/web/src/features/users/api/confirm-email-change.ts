import type { TEmailChangeConfirmRequest, TEmailChangeConfirmResponse } from '@labora/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { updateSessionUser } from '@/lib/session';
import { profileQueryOptions } from './get-profile';

export function confirmEmailChange(body: TEmailChangeConfirmRequest) {
  return apiFetch<TEmailChangeConfirmResponse>('/users/email-change/confirm', { method: 'POST', body });
}

/** The new e-mail shows at once in the profile and the side menu; this session stays, the others end. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: ({ profile, user }) => {
      queryClient.setQueryData(profileQueryOptions.queryKey, profile);
      updateSessionUser(user);
    },
  });
}
