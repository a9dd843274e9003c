import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { getSession, subscribeToSession } from '@/lib/session';

/** Server state of the signed-in area; loaded with its first screen (see query-layout.tsx). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not change by asking again; a network blip or a 5xx might.
      retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
    },
  },
});

// Cached data belongs to the session that fetched it. Whatever ends or replaces that session
// (logout, a dead token on any call, a login or logout in another tab) forgets it here, so the
// callers need not know about this cache and the entry chunk need not load TanStack Query.
let cachedFor = getSession()?.token;
subscribeToSession(() => {
  const token = getSession()?.token;
  if (token === cachedFor) return;
  cachedFor = token;
  queryClient.removeQueries();
});
