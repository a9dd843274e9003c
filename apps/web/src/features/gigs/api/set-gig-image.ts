import type { TGig } from '@labora/shared/gigs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { putGigInCache } from './get-seller-gigs';

/** Multipart with the file in `image`; the server stores it as a 16:9 WebP. */
export function setGigImage({ id, file }: { id: string; file: File }) {
  const body = new FormData();
  body.append('image', file);
  return apiFetch<TGig>(`/gigs/${encodeURIComponent(id)}/image`, { method: 'PUT', body });
}

export function useSetGigImage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setGigImage, onSuccess: (gig) => putGigInCache(queryClient, gig) });
}
