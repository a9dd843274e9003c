import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from './query-client';

/**
 * Wraps the signed-in routes only: the guest screens (login, sign-up, recovery) make one-shot calls
 * with useAction and would download TanStack Query for nothing.
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
