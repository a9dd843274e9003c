import type { TPortfolioResponse, TReorderPortfolioRequest } from '@labora/shared/portfolio';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function reorderPortfolio(body: TReorderPortfolioRequest) {
  return apiFetch<TPortfolioResponse>('/portfolio/order', { method: 'PUT', body });
}

/** Moves at once on screen; a refusal puts the order the server keeps back. */
export function useReorderPortfolio(freelancerId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.portfolio.ofFreelancer(freelancerId);
  return useMutation({
    mutationFn: reorderPortfolio,
    onMutate: async ({ itemIds }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<TPortfolioResponse>(key);
      if (before) {
        const byId = new Map(before.items.map((item) => [item.id, item]));
        const items = itemIds.flatMap((id, position) => {
          const item = byId.get(id);
          return item ? [{ ...item, position }] : [];
        });
        queryClient.setQueryData<TPortfolioResponse>(key, { items });
      }
      return { before };
    },
    onSuccess: (data) => queryClient.setQueryData<TPortfolioResponse>(key, data),
    onError: (_error, _body, context) => {
      if (context?.before) queryClient.setQueryData<TPortfolioResponse>(key, context.before);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
