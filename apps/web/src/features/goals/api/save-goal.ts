import type { TGoalInput, TGoalsResponse } from '@labora/shared/goals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** A new goal (no id) or an edit; the answer is the whole list. */
export function useSaveGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TGoalInput }) =>
      id
        ? apiFetch<TGoalsResponse>(`/goals/${id}`, { method: 'PUT', body })
        : apiFetch<TGoalsResponse>('/goals', { method: 'POST', body }),
    onSuccess: (list) => queryClient.setQueryData(queryKeys.goals.all, list),
  });
}

export function useRemoveGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<{ message: string }>(`/goals/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.goals.all }),
  });
}
