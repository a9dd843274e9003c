import type { TLoginRequest, TLoginResponse } from '@labora/shared/auth';
import { apiFetch } from '@/lib/api-client';
import { setSession } from '@/lib/session';
import { useAction } from '@/lib/use-action';

export function login(body: TLoginRequest) {
  return apiFetch<TLoginResponse>('/auth/login', { method: 'POST', body });
}

/** Stores the session on success; the screen decides where to go next. */
export function useLogin() {
  return useAction(login, { onSuccess: ({ user, token }) => setSession({ user, token }) });
}
