import type { TGig, TGigInput } from '@labora/shared/gigs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { putGigInCache } from './get-seller-gigs';

export function updateGig({ id, body }: { id: string; body: TGigInput }) {
  return apiFetch<TGig>(`/gigs/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

export function useUpdateGig() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateGig, onSuccess: (gig) => putGigInCache(queryClient, gig) });
}
