import type { TMessageResponse } from '@labora/shared/auth';
import type { TRegisterRequest } from '@labora/shared/auth-rules';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `phone` goes as digits only (SPEC §3). */
export function register(body: TRegisterRequest) {
  return apiFetch<TMessageResponse>('/auth/register', { method: 'POST', body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
