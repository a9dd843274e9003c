import type { TDeleteAccountRequest } from '@labora/shared/account';
import type { TMessageResponse } from '@labora/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { clearSession } from '@/lib/session';

export function deleteAccount(body: TDeleteAccountRequest) {
  return apiFetch<TMessageResponse>('/users/me', { method: 'DELETE', body });
}

/** Once the account is gone, so is the session stored in the browser. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount, onSuccess: clearSession });
}
