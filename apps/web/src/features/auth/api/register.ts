import type { TMessageResponse, TRegisterBody } from '@labora/shared/auth';
import { apiFetch } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

/** `phone` goes as digits only (SPEC §3); `altcha` only when the server asked for a check. */
export function register(body: TRegisterBody) {
  return apiFetch<TMessageResponse>('/auth/register', { method: 'POST', body });
}

export function useRegister() {
  return useAction(register);
}
