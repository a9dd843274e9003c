import { useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';

/** Wraps every screen: a thin bar while the next screen's code loads, and scroll restoration. */
export function RootLayout() {
  const navigating = useNavigation().state !== 'idle';
  // index.html's frame of the signed-in layout (painted before any script) gives way in the same commit as the
  // first screen, so no frame shows both and nothing shifts.
  useLayoutEffect(() => document.getElementById('app-shell')?.remove(), []);
  return (
    <>
      {navigating && (
        <div
          aria-hidden
          className="fixed inset-x-0 top-0 z-50 h-1 origin-left animate-route-progress bg-sol-400 motion-reduce:animate-none"
        />
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
