import type { TLoginRequest, TLoginResponse } from '@labora/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { setSession } from '@/lib/session';

export function login(body: TLoginRequest) {
  return apiFetch<TLoginResponse>('/auth/login', { method: 'POST', body });
}

/** Stores the session on success; the screen decides where to go next. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user, token }) => setSession({ user, token }),
  });
}
