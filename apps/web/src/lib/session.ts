import type { TIntent, TSessionUser } from '@labora/shared/auth';
import { useSyncExternalStore } from 'react';

export interface Session {
  user: TSessionUser;
  token: string;
}

const STORAGE_KEY = 'labora.session';

type Listener = () => void;
const listeners = new Set<Listener>();

let current: Session | null = read();

function read(): Session | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Session> | null;
    // Storage is user-editable and outlives deployments: keep only something shaped like a session.
    if (typeof parsed?.token !== 'string' || typeof parsed.user?._id !== 'string') return null;
    return parsed as Session;
  } catch {
    return null;
  }
}

function write(next: Session | null) {
  current = next;
  try {
    if (next) localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private mode or a full quota: the session still lives for this tab.
  }
  for (const listener of listeners) listener();
}

/** Calls `listener` after every change: sign-in, sign-out, a user update, or any of these in another tab. */
export function subscribeToSession(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

// A login or logout in another tab reaches this one.
window.addEventListener('storage', (event) => {
  if (event.key !== STORAGE_KEY && event.key !== null) return;
  current = read();
  for (const listener of listeners) listener();
});

export function getSession(): Session | null {
  return current;
}

export function setSession(session: Session) {
  write(session);
}

export function clearSession() {
  if (current) write(null);
}

/** Merges fresh fields into the signed-in user; `refreshAvatar` makes the browser fetch the picture again. */
export function updateSessionUser(patch: Partial<TSessionUser>, { refreshAvatar = false } = {}) {
  if (!current) return;
  const user = { ...current.user, ...patch };
  if (refreshAvatar && user.avatar_url) {
    const url = new URL(user.avatar_url, window.location.origin);
    url.searchParams.set('v', String(Date.now()));
    user.avatar_url = url.origin === window.location.origin ? url.pathname + url.search : url.href;
  }
  write({ ...current, user });
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeToSession, getSession);
}

export function useSessionUser(): TSessionUser | null {
  return useSession()?.user ?? null;
}

/** The name to greet with; the API sends both naming styles (SPEC §3), either may be the one filled. */
export function firstNameOf(user: TSessionUser | null): string {
  return user?.firstName || user?.first_name || '';
}

/** First and last name as shown beside the avatar. */
export function fullNameOf(user: TSessionUser | null): string {
  return [firstNameOf(user), user?.last_name].filter(Boolean).join(' ');
}

/**
 * Buyer, seller, or null before the choice on /user-selection. A session stored before the field existed reads
 * its boolean until the start-up refresh brings the field.
 */
export function intentOf(user: TSessionUser | null): TIntent | null {
  if (!user) return null;
  if (user.intent !== undefined) return user.intent;
  return user.isFreelancer ? 'seller' : 'buyer';
}
