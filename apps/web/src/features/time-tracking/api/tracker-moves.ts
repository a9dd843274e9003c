import type { TTrackerState } from '@labora/shared/time-tracking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type TrackerMove = { kind: 'start'; contractId: string | null } | { kind: 'pause' } | { kind: 'reset' };

export function moveTracker(move: TrackerMove) {
  return apiFetch<TTrackerState>(`/time-tracker/${move.kind}`, {
    method: 'POST',
    body: move.kind === 'start' ? { contractId: move.contractId } : undefined,
  });
}

/**
 * 'Iniciar', 'Pausar', 'Zerar': each answers the tracker's new state, which replaces the cached one at once
 * (its clock offset taken from this answer); the entries list and the dashboard's figures are read again.
 */
export function useMoveTracker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveTracker,
    onSuccess: (state) => {
      queryClient.setQueryData(queryKeys.timeTracking.state(), state);
      void queryClient.invalidateQueries({ queryKey: queryKeys.timeTracking.pages() });
      // A pause records time: 'Horas Trabalhadas' on the dashboard counts it.
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
    },
  });
}
