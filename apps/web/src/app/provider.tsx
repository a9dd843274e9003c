import { lazy, type ReactNode, Suspense } from 'react';
import { useSonnerRequested } from '@/lib/toast';

const Toaster = lazy(() => import('./toaster'));

export function AppProvider({ children }: { children: ReactNode }) {
  const toastsWanted = useSonnerRequested();
  return (
    <>
      {children}
      {toastsWanted && (
        <Suspense>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}
