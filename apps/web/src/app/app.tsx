import { COMMON_MESSAGES } from '@labora/shared/errors';
import { RouterProvider } from 'react-router';
import { type LoginRedirectState, paths } from '@/config/paths';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { getSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { AppProvider } from './provider';
import { router } from './router';

// A dead token on any call (expired, revoked, signed out elsewhere): the API client has already
// dropped the session (which also empties the query cache, see query-client.ts); go to the login
// screen, back here afterwards.
setUnauthorizedHandler((serverMessage) => {
  toast.error(serverMessage ?? COMMON_MESSAGES.unauthorized);
  const { location } = router.state;
  if (location.pathname === paths.login) return;
  const state: LoginRedirectState = { from: location };
  void router.navigate(paths.login, { replace: true, state });
});

// A stored session may be stale (name changed, token revoked): ask the server once at start.
// Loaded on demand so a guest's first screen does not download it.
if (getSession()) void import('@/features/auth/api/get-me').then(({ refreshSessionUser }) => refreshSessionUser());

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
