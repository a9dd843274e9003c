import type { TMessageResponse, TRequestOtpRequest } from '@labora/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function requestOtp(body: TRequestOtpRequest) {
  return apiFetch<TMessageResponse>('/auth/enviar-otp', { method: 'POST', body });
}

export function useRequestOtp() {
  return useMutation({ mutationFn: requestOtp });
}
