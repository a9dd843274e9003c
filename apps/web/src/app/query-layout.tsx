import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { RealtimeProvider } from '@/lib/realtime';
import { queryClient } from './query-client';
import { useRealtimeQuerySync } from './realtime-query-sync';

/**
 * Wraps the signed-in routes only: the guest screens (login, sign-up, recovery) make one-shot calls
 * with useAction and would download TanStack Query for nothing. Signed in, the tab keeps one WebSocket open.
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider>
        <RealtimeQuerySync />
        <Outlet />
      </RealtimeProvider>
    </QueryClientProvider>
  );
}

function RealtimeQuerySync() {
  useRealtimeQuerySync();
  return null;
}
