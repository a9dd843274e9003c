import type { TMessageResponse } from '@labora/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { clearSession } from '@/lib/session';

export function signOutEverywhere() {
  return apiFetch<TMessageResponse>('/users/sessions', { method: 'DELETE' });
}

/** Every session ends on the server, this one included, so the browser forgets it too. */
export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere, onSuccess: clearSession });
}
