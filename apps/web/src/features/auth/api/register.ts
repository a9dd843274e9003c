import type { TMessageResponse } from '@labora/shared/auth';
import type { TRegisterRequest } from '@labora/shared/auth-rules';
import { apiFetch } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

/** `phone` goes as digits only (SPEC §3). */
export function register(body: TRegisterRequest) {
  return apiFetch<TMessageResponse>('/auth/register', { method: 'POST', body });
}

export function useRegister() {
  return useAction(register);
}
