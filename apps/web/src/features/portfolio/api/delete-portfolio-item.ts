import type { TMessageResponse } from '@labora/shared/auth';
import type { TPortfolioResponse } from '@labora/shared/portfolio';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function deletePortfolioItem(id: string) {
  return apiFetch<TMessageResponse>(`/portfolio/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeletePortfolioItem(freelancerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePortfolioItem,
    onSuccess: (_answer, id) => {
      const key = queryKeys.portfolio.ofFreelancer(freelancerId);
      queryClient.setQueryData(key, (data: TPortfolioResponse | undefined) =>
        data ? { items: data.items.filter((item) => item.id !== id) } : data,
      );
      // The server moved the later items up one place: their positions are read again.
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
