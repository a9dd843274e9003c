import type { TLaunchResponse } from '@labora/shared/launch';
import { apiFetch } from '@/lib/api-client';

export function getLaunch() {
  return apiFetch<TLaunchResponse>('/launch');
}
