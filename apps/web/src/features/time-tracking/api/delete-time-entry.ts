import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Removes an ended entry of mine. */
export function useDeleteTimeEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ message: string }>(`/time-entries/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.timeTracking.all });
      // 'Horas Trabalhadas' on the dashboard counts the recorded entries.
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
    },
  });
}
