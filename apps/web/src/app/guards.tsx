import { useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { type LoginRedirectState, paths } from '@/config/paths';
import { getSession } from '@/lib/session';

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

/** Protected routes: a guest goes to /login, remembering the way. */
export function RequireAuth() {
  const location = useLocation();
  const signedIn = useSignedInOnArrival();
  if (!signedIn) {
    const state: LoginRedirectState = { from: location };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return <Outlet />;
}

/** Guest-only routes (/login, /signup): a signed-in user goes to the dashboard. */
export function RequireGuest() {
  const signedIn = useSignedInOnArrival();
  if (signedIn) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}
