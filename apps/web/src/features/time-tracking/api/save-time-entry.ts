import type { TManualEntryInput, TTimeEntry } from '@labora/shared/time-tracking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** 'Adicionar registro manual' (no id) or a correction of an ended entry (its id): both marked manual. */
export function useSaveTimeEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: TManualEntryInput }) =>
      apiFetch<TTimeEntry>(id ? `/time-entries/${encodeURIComponent(id)}` : '/time-entries', {
        method: id ? 'PATCH' : 'POST',
        body: input,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.timeTracking.all });
      // 'Horas Trabalhadas' on the dashboard counts the recorded entries.
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
    },
  });
}
