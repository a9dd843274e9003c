import type { TMessageResponse } from '@labora/shared/auth';
import type {
  TPhoneChangeRequest,
  TPhoneStatus,
  TPhoneStatusResponse,
  TPhoneVerifyRequest,
} from '@labora/shared/phone-sign-in';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The own phone (digits) and whether it is verified (Configurações). */
export function usePhoneStatus() {
  return useQuery({ queryKey: queryKeys.account.phone(), queryFn: () => apiFetch<TPhoneStatus>('/users/me/phone') });
}

/** Texts a verification code to the account's phone. */
export function useRequestPhoneVerification() {
  return useMutation({
    mutationFn: () => apiFetch<TMessageResponse>('/users/me/phone/code', { method: 'POST' }),
  });
}

function useSavePhoneStatus() {
  const queryClient = useQueryClient();
  return ({ phone, phoneVerified }: TPhoneStatusResponse) => {
    queryClient.setQueryData<TPhoneStatus>(queryKeys.account.phone(), { phone, phoneVerified });
    // The profile form shows the phone too.
    void queryClient.invalidateQueries({ queryKey: queryKeys.users.profile() });
  };
}

export function useConfirmPhoneVerification() {
  const save = useSavePhoneStatus();
  return useMutation({
    mutationFn: (body: TPhoneVerifyRequest) =>
      apiFetch<TPhoneStatusResponse>('/users/me/phone/verify', { method: 'POST', body }),
    onSuccess: save,
  });
}

/** A new phone, with the current password; it comes back unverified. */
export function useChangePhone() {
  const save = useSavePhoneStatus();
  return useMutation({
    mutationFn: (body: TPhoneChangeRequest) =>
      apiFetch<TPhoneStatusResponse>('/users/me/phone', { method: 'PUT', body }),
    onSuccess: save,
  });
}
