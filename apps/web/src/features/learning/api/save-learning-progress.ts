import type { TLearningProgress, TLearningProgressRequest } from '@labora/shared/learning';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Saves the own progress on one resource. */
export function useSaveLearningProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TLearningProgressRequest }) =>
      apiFetch<TLearningProgress>(`/learning/${id}/progress`, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.learning.all }),
  });
}
