import type { TGig, TGigInput } from '@labora/shared/gigs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { putGigInCache } from './get-seller-gigs';

export function createGig(body: TGigInput) {
  return apiFetch<TGig>('/gigs', { method: 'POST', body });
}

export function useCreateGig() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createGig, onSuccess: (gig) => putGigInCache(queryClient, gig) });
}
