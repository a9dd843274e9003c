import type { TTrackerState } from '@labora/shared/time-tracking';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getTrackerState = () => apiFetch<TTrackerState>('/time-tracker');

/**
 * The tracker as the server holds it. Read again whenever the tab regains focus (another tab may have started or
 * paused it) and on the realtime 'changed' signal (app/realtime-query-sync.ts).
 */
export function useTrackerState() {
  return useQuery({
    queryKey: queryKeys.timeTracking.state(),
    queryFn: getTrackerState,
    refetchOnWindowFocus: 'always',
  });
}
