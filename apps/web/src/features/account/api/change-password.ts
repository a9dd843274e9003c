import type { TChangePasswordRequest } from '@labora/shared/account';
import type { TMessageResponse } from '@labora/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function changePassword(body: TChangePasswordRequest) {
  return apiFetch<TMessageResponse>('/users/password', { method: 'PUT', body });
}

/** The session that asks stays signed in; the server ends every other one. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
