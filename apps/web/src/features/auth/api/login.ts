import type { TLoginRequest, TLoginResponse } from '@labora/shared/auth';
import { isSignedIn } from '@labora/shared/auth-rules';
import { apiFetch } from '@/lib/api-client';
import { rememberedDevice } from '@/lib/remembered-device';
import { setSession } from '@/lib/session';
import { useAction } from '@/lib/use-action';

export function login(body: TLoginRequest) {
  return apiFetch<TLoginResponse>('/auth/login', { method: 'POST', body: { ...body, device: rememberedDevice() } });
}

/**
 * Stores the session on success; the screen decides where to go next. With two-factor sign-in on the answer is a
 * ticket for the second step, and no session is stored.
 */
export function useLogin() {
  return useAction(login, {
    onSuccess: (result) => {
      if (isSignedIn(result)) setSession({ user: result.user, token: result.token });
    },
  });
}
