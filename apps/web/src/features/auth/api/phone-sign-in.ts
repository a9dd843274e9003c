import type { TLoginResponse, TMessageResponse } from '@labora/shared/auth';
import { isSignedIn } from '@labora/shared/auth-rules';
import type { TPhoneSignInCodeRequest, TPhoneSignInRequest } from '@labora/shared/phone-sign-in';
import { apiFetch } from '@/lib/api-client';
import { rememberedDevice } from '@/lib/remembered-device';
import { setSession } from '@/lib/session';
import { useAction } from '@/lib/use-action';

export function requestPhoneSignInCode(body: TPhoneSignInCodeRequest) {
  return apiFetch<TMessageResponse>('/auth/phone/code', { method: 'POST', body });
}

export function useRequestPhoneSignInCode() {
  return useAction(requestPhoneSignInCode);
}

export function signInWithPhone(body: TPhoneSignInRequest) {
  return apiFetch<TLoginResponse>('/auth/phone/verify', {
    method: 'POST',
    body: { ...body, device: rememberedDevice() },
  });
}

/**
 * Stores the session on success, as the password login does; the screen decides where to go next. With two-factor
 * sign-in on the answer is a ticket for the second step, and no session is stored.
 */
export function usePhoneSignIn() {
  return useAction(signInWithPhone, {
    onSuccess: (result) => {
      if (isSignedIn(result)) setSession({ user: result.user, token: result.token });
    },
  });
}
