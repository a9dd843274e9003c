import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { ApiError } from '@/lib/api-client';
import { loadSonner } from '@/lib/toast';

const Toaster = lazy(async () => ({ default: (await loadSonner()).Toaster }));

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not change by asking again; a network blip or a 5xx might.
      retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
    },
  },
});

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense>
        <Toaster position="top-center" duration={4000} visibleToasts={3} richColors />
      </Suspense>
    </QueryClientProvider>
  );
}
