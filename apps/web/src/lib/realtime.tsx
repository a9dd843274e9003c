import type { TRealtimeEvent } from '@labora/shared/realtime';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { RealtimeSocket } from './realtime-socket';
import { useSession } from './session';

// The signed-in tab's live updates: one RealtimeSocket for the whole tab, which screens subscribe to through these
// hooks. Outside the provider (a guest screen, a component test) the hooks see no socket: never live, no events, so
// the screens fall back to asking the server now and then.

const RealtimeContext = createContext<RealtimeSocket | null>(null);

/**
 * Opens the tab's socket while someone is signed in; a new session (another account) gets a new socket. The client
 * (and the zod schemas it parses with) loads on its own, after the screen: every signed-in screen mounts this.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const token = useSession()?.token ?? null;
  const [socket, setSocket] = useState<RealtimeSocket | null>(null);

  useEffect(() => {
    if (!token) return;
    let closed = false;
    let close = () => {};
    import('./realtime-socket')
      .then(({ RealtimeSocket, realtimeProtocols, realtimeUrl }) => {
        if (closed) return;
        const next = new RealtimeSocket({ url: realtimeUrl(), protocols: realtimeProtocols(token) });
        next.start();
        setSocket(next);
        // Back online or back to the tab: retry now rather than at the end of a long backoff.
        const retry = () => {
          if (document.visibilityState === 'visible') next.reconnectNow();
        };
        window.addEventListener('online', retry);
        document.addEventListener('visibilitychange', retry);
        close = () => {
          window.removeEventListener('online', retry);
          document.removeEventListener('visibilitychange', retry);
          next.stop();
          setSocket(null);
        };
      })
      .catch(() => {
        // The chunk is gone (a redeploy) or the network failed: the screens keep asking the server on a timer.
      });
    return () => {
      closed = true;
      close();
    };
  }, [token]);

  return <RealtimeContext.Provider value={socket}>{children}</RealtimeContext.Provider>;
}

/** Calls `listener` for each event the server announces (the latest `listener`, without resubscribing). */
export function useRealtimeEvent(listener: (event: TRealtimeEvent) => void) {
  const socket = useContext(RealtimeContext);
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => socket?.subscribe((event) => latest.current(event)), [socket]);
}

const noop = () => () => {};

/** True while announcements flow (the server said 'ready' and the socket is open). */
export function useRealtimeLive(): boolean {
  const socket = useContext(RealtimeContext);
  return useSyncExternalStore(
    socket ? (listener) => socket.onStatusChange(listener) : noop,
    () => socket?.status === 'live',
  );
}

/** Announces a public channel's messages while mounted (null watches nothing). */
export function useWatchChannel(conversationId: string | null) {
  const socket = useContext(RealtimeContext);
  useEffect(() => {
    if (!socket || !conversationId) return;
    return socket.watchChannel(conversationId);
  }, [socket, conversationId]);
}

/** Whether this person has a live socket: true or false once the server told, undefined before (or offline). */
export function usePresence(userId: string | null): boolean | undefined {
  const socket = useContext(RealtimeContext);
  useEffect(() => {
    if (!socket || !userId) return;
    return socket.watchPresence([userId]);
  }, [socket, userId]);
  return useSyncExternalStore(socket ? (listener) => socket.onPresenceChange(listener) : noop, () =>
    socket && userId ? socket.isOnline(userId) : undefined,
  );
}
