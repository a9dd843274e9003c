import type { TMessageResponse, TRequestOtpRequest } from '@labora/shared/auth';
import { apiFetch } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

export function requestOtp(body: TRequestOtpRequest) {
  return apiFetch<TMessageResponse>('/auth/enviar-otp', { method: 'POST', body });
}

export function useRequestOtp() {
  return useAction(requestOtp);
}
