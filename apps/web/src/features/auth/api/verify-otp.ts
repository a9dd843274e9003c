import type { TMessageResponse, TVerifyOtpRequest } from '@labora/shared/auth';
import { apiFetch } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

export function verifyOtp(body: TVerifyOtpRequest) {
  return apiFetch<TMessageResponse>('/auth/verificar-otp', { method: 'POST', body });
}

export function useVerifyOtp() {
  return useAction(verifyOtp);
}
