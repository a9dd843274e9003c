import type { TPortfolioItem, TPortfolioItemInput } from '@labora/shared/portfolio';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { putPortfolioItemInCache } from './get-portfolio';

/** Creates an item (no id) or edits one. */
export function savePortfolioItem({ id, body }: { id: string | null; body: TPortfolioItemInput }) {
  return id
    ? apiFetch<TPortfolioItem>(`/portfolio/${encodeURIComponent(id)}`, { method: 'PUT', body })
    : apiFetch<TPortfolioItem>('/portfolio', { method: 'POST', body });
}

export function useSavePortfolioItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePortfolioItem,
    onSuccess: (item) => putPortfolioItemInCache(queryClient, item),
  });
}
