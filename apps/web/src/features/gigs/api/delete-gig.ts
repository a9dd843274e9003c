import type { TMessageResponse } from '@labora/shared/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { sellerGigsQueryOptions } from './get-seller-gigs';

export function deleteGig(id: string) {
  return apiFetch<TMessageResponse>(`/gigs/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteGig(sellerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGig,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData(sellerGigsQueryOptions(sellerId).queryKey, (gigs) => gigs?.filter((g) => g.id !== id));
      void queryClient.invalidateQueries({ queryKey: queryKeys.gigs.featured() });
    },
  });
}
