import type { TMessageResponse, TVerifyOtpRequest } from '@labora/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function verifyOtp(body: TVerifyOtpRequest) {
  return apiFetch<TMessageResponse>('/auth/verificar-otp', { method: 'POST', body });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
