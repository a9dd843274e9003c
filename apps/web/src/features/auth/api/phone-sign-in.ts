import type { TLoginResponse, TMessageResponse } from '@labora/shared/auth';
import type { TPhoneSignInCodeRequest, TPhoneSignInRequest } from '@labora/shared/phone-sign-in';
import { apiFetch } from '@/lib/api-client';
import { setSession } from '@/lib/session';
import { useAction } from '@/lib/use-action';

export function requestPhoneSignInCode(body: TPhoneSignInCodeRequest) {
  return apiFetch<TMessageResponse>('/auth/phone/code', { method: 'POST', body });
}

export function useRequestPhoneSignInCode() {
  return useAction(requestPhoneSignInCode);
}

export function signInWithPhone(body: TPhoneSignInRequest) {
  return apiFetch<TLoginResponse>('/auth/phone/verify', { method: 'POST', body });
}

/** Stores the session on success, as the password login does; the screen decides where to go next. */
export function usePhoneSignIn() {
  return useAction(signInWithPhone, { onSuccess: ({ user, token }) => setSession({ user, token }) });
}
