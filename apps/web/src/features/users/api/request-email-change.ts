import type { TEmailChangeRequest, TEmailChangeResponse } from '@labora/shared/users';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function requestEmailChange(body: TEmailChangeRequest) {
  return apiFetch<TEmailChangeResponse>('/users/email-change', { method: 'POST', body });
}

/** Checks the password and mails a code to the new address; nothing changes yet. */
export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}
