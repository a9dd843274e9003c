import type { TMeResponse } from '@labora/shared/auth';
import { apiFetch } from '@/lib/api-client';
import { getSession, updateSessionUser } from '@/lib/session';

export function getMe() {
  return apiFetch<TMeResponse>('/auth/me');
}

/**
 * Refreshes the stored user from the server (run once when the app starts with a session).
 * A 401 ends the session through the API client; without a connection the stored user stays.
 */
export async function refreshSessionUser() {
  const token = getSession()?.token;
  if (!token) return;
  try {
    const { user } = await getMe();
    // A logout or another login while the request ran wins over this answer.
    if (getSession()?.token === token) updateSessionUser(user);
  } catch {
    // Handled above (401) or harmless (offline): the next authenticated call tries again.
  }
}
