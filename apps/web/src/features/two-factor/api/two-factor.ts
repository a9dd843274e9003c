import type { TMessageResponse } from '@labora/shared/auth';
import type {
  TTwoFactorConfirmRequest,
  TTwoFactorEnableRequest,
  TTwoFactorRecoveryCodesResponse,
  TTwoFactorSetupResponse,
  TTwoFactorSignInRequest,
  TTwoFactorSignInResponse,
  TTwoFactorStatus,
} from '@labora/shared/two-factor';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { rememberDevice } from '@/lib/remembered-device';
import { setSession } from '@/lib/session';
import { useAction } from '@/lib/use-action';

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: queryKeys.twoFactor.status(),
    queryFn: () => apiFetch<TTwoFactorStatus>('/users/me/two-factor'),
  });
}

/** A new secret and its QR code; not on until a first code confirms it. */
export function useSetUpTwoFactor() {
  return useMutation({
    mutationFn: () => apiFetch<TTwoFactorSetupResponse>('/users/me/two-factor/setup', { method: 'POST' }),
  });
}

function useStatusRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: queryKeys.twoFactor.status() });
}

export function useEnableTwoFactor() {
  const refresh = useStatusRefresh();
  return useMutation({
    mutationFn: (body: TTwoFactorEnableRequest) =>
      apiFetch<TTwoFactorRecoveryCodesResponse>('/users/me/two-factor/enable', { method: 'POST', body }),
    onSuccess: refresh,
  });
}

export function useDisableTwoFactor() {
  const refresh = useStatusRefresh();
  return useMutation({
    mutationFn: (body: TTwoFactorConfirmRequest) =>
      apiFetch<TMessageResponse>('/users/me/two-factor/disable', { method: 'POST', body }),
    onSuccess: refresh,
  });
}

export function useRegenerateRecoveryCodes() {
  const refresh = useStatusRefresh();
  return useMutation({
    mutationFn: (body: TTwoFactorConfirmRequest) =>
      apiFetch<TTwoFactorRecoveryCodesResponse>('/users/me/two-factor/recovery-codes', { method: 'POST', body }),
    onSuccess: refresh,
  });
}

/**
 * The second step of a sign-in (a guest screen: useAction, not TanStack Query). Stores the session, and the
 * remembered device's token when one comes back.
 */
export function useTwoFactorSignIn() {
  return useAction(
    (body: TTwoFactorSignInRequest) => apiFetch<TTwoFactorSignInResponse>('/auth/two-factor', { method: 'POST', body }),
    {
      onSuccess: ({ user, token, deviceToken }) => {
        setSession({ user, token });
        if (deviceToken) rememberDevice(deviceToken);
      },
    },
  );
}
