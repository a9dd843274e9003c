import { useMemo } from 'react';
import { matchPath, Navigate, Outlet, useLocation } from 'react-router';
import { type LoginRedirectState, paths } from '@/config/paths';
import { type DeferredComponent, deferredComponent } from '@/lib/deferred-component';
import { getSession } from '@/lib/session';
import { signedInShell } from './signed-in-shell';

/**
 * A guard decides when the user navigates, as a loader would, not on every session change: the login
 * screen stores the session and then navigates on its own (to `from`, /user-selection or /welcome-user),
 * and logout clears it and navigates to /login; a guard reacting to the change would race them.
 */
function useSignedInOnArrival(): boolean {
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the session is read again on each navigation, on purpose.
  return useMemo(() => getSession() !== null, [key]);
}

/** The signed-in screens a visitor without an account sees a public version of, instead of /login. */
const GUEST_PAGES: { path: string; Page: DeferredComponent }[] = [
  {
    path: paths.job(':id'),
    Page: deferredComponent(async () => (await import('@/features/public-pages/pages/public-job-page')).PublicJobPage),
  },
  {
    path: paths.freelancer(':id'),
    Page: deferredComponent(
      async () => (await import('@/features/public-pages/pages/public-freelancer-page')).PublicFreelancerPage,
    ),
  },
];

/**
 * Protected routes: a guest goes to /login, remembering the way; on a public page (/job/{id}, /freelancer/{id})
 * a guest sees its public version instead. The signed-in layout's code loads only once someone is signed in,
 * all of its parts at once.
 */
export function RequireAuth() {
  const location = useLocation();
  const signedIn = useSignedInOnArrival();
  if (!signedIn) {
    const guestPage = GUEST_PAGES.find((page) => matchPath(page.path, location.pathname));
    if (guestPage) return <guestPage.Page />;
    const state: LoginRedirectState = { from: location };
    return <Navigate to={paths.login} replace state={state} />;
  }
  signedInShell.preload(location.pathname);
  return <Outlet />;
}

/** Guest-only routes (/login, /signup): a signed-in user goes to the dashboard. */
export function RequireGuest() {
  const signedIn = useSignedInOnArrival();
  if (signedIn) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}
