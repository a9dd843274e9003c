import type { TMessageResponse } from '@labora/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { clearSession } from '@/lib/session';

export function logout() {
  return apiFetch<TMessageResponse>('/auth/logout', { method: 'POST' });
}

/**
 * Revokes the token on the server; the browser forgets the session whatever the answer (and,
 * with it, the query cache: app/query-client.ts listens for that).
 */
export function useLogout() {
  return useMutation({ mutationFn: logout, onSettled: clearSession });
}
