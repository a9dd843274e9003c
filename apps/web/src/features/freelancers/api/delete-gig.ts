import type { TMessageResponse } from '@labora/shared/auth';
import type { TGig } from '@labora/shared/gigs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { gigsKeys } from './get-seller-gigs';

export function deleteGig(id: string) {
  return apiFetch<TMessageResponse>(`/gigs/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteGig(sellerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGig,
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<TGig[]>(gigsKeys.bySeller(sellerId), (gigs) => gigs?.filter((g) => g.id !== id)),
  });
}
