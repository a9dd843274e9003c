import {
  REALTIME_CLOSE,
  REALTIME_LIMITS,
  REALTIME_PATH,
  REALTIME_PROTOCOL,
  type TRealtimeCommand,
  type TRealtimeEvent,
  ZRealtimeEvent,
} from '@labora/shared/realtime';

/**
 * The tab's one WebSocket to /api/realtime (packages/shared/src/realtime.ts): reconnects on its own, parses what the
 * server announces, and re-sends what this tab watches after every reconnect (the server forgets a closed socket's
 * watches). It is never trusted alone: 'ready' (each connect) tells the screens to catch up through REST.
 */

/**
 * `connecting`: no socket yet or waiting to retry; `live`: the server said 'ready', announcements flow; `stopped`:
 * told to stop, or the server ended the session (no retry: the next REST call's 401 signs the tab out).
 */
export type RealtimeStatus = 'connecting' | 'live' | 'stopped';

/** What this client uses of a WebSocket: the browser's, or a fake in tests. */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}
export type WebSocketFactory = (url: string, protocols: string[]) => WebSocketLike;

const OPEN = 1;

export interface Backoff {
  baseMs: number;
  maxMs: number;
}
export const RECONNECT_BACKOFF: Backoff = { baseMs: 500, maxMs: 30_000 };

/**
 * How long to wait before reconnect attempt `attempt` (0 = the first after a drop): doubling up to a cap, with half
 * of it random ("equal jitter"), so the thousands of tabs a server restart drops do not all come back at once, and
 * none retries sooner than half the step.
 */
export function reconnectDelay(
  attempt: number,
  random: () => number = Math.random,
  backoff: Backoff = RECONNECT_BACKOFF,
) {
  const step = Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.min(attempt, 30));
  return Math.round(step / 2 + random() * (step / 2));
}

/** The event in a frame, or undefined for anything else (a newer server's event, garbage): ignored, never thrown. */
export function parseRealtimeEvent(data: unknown): TRealtimeEvent | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const parsed = ZRealtimeEvent.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** `ws://host/api/realtime` or `wss://…` on the page's own origin (Vite's dev server proxies it to the API). */
export function realtimeUrl(origin = window.location.origin): string {
  return `${origin.replace(/^http/, 'ws')}${REALTIME_PATH}`;
}

/**
 * A browser cannot put the session in a WebSocket's headers: the token goes as a second subprotocol, beside
 * REALTIME_PROTOCOL, which is all the server answers with.
 */
export function realtimeProtocols(token: string): string[] {
  return [REALTIME_PROTOCOL, token];
}

/** After a close for a bad command (a bug of ours), the retry waits as after this many failed attempts. */
const POLICY_ATTEMPT = 5;

interface RealtimeSocketOptions {
  url: string;
  /** The subprotocols to offer (realtimeProtocols(token)). */
  protocols?: string[];
  connect?: WebSocketFactory;
  random?: () => number;
  backoff?: Backoff;
}

export class RealtimeSocket {
  private readonly url: string;
  private readonly protocols: string[];
  private readonly connect: WebSocketFactory;
  private readonly random: () => number;
  private readonly backoff: Backoff;

  private socket: WebSocketLike | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private attempt = 0;
  private currentStatus: RealtimeStatus = 'stopped';

  private readonly listeners = new Set<(event: TRealtimeEvent) => void>();
  private readonly statusListeners = new Set<() => void>();
  /** Public channels open in this tab, counted (two screens may watch the same one). */
  private readonly channels = new Map<string, number>();
  /** Each watcher's people; the server is sent their union. */
  private readonly presenceWatches = new Map<symbol, readonly string[]>();
  private sentPresence = '';
  /** Who is online among the watched, as the server last said on this connection (forgotten when it drops). */
  private readonly presence = new Map<string, boolean>();
  private readonly presenceListeners = new Set<() => void>();

  constructor({
    url,
    protocols = [],
    connect = (target, offered) => new WebSocket(target, offered),
    random = Math.random,
    backoff = RECONNECT_BACKOFF,
  }: RealtimeSocketOptions) {
    this.url = url;
    this.protocols = protocols;
    this.connect = connect;
    this.random = random;
    this.backoff = backoff;
  }

  get status(): RealtimeStatus {
    return this.currentStatus;
  }

  start() {
    if (this.currentStatus !== 'stopped') return;
    this.setStatus('connecting');
    this.open();
  }

  stop() {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      this.detach(socket);
      socket.close(1000, 'bye');
    }
    this.forgetPresence();
    this.setStatus('stopped');
  }

  /** Tries now instead of waiting out the backoff (the browser is back online, the tab is visible again). */
  reconnectNow() {
    if (this.currentStatus !== 'connecting' || this.socket) return;
    clearTimeout(this.retryTimer);
    this.attempt = 0;
    this.open();
  }

  subscribe(listener: (event: TRealtimeEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onStatusChange(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  onPresenceChange(listener: () => void): () => void {
    this.presenceListeners.add(listener);
    return () => this.presenceListeners.delete(listener);
  }

  /** true or false once the server told; undefined before (or while disconnected). */
  isOnline(userId: string): boolean | undefined {
    return this.presence.get(userId);
  }

  /** Announces this public channel's messages while the returned function has not been called. */
  watchChannel(conversationId: string): () => void {
    const count = this.channels.get(conversationId) ?? 0;
    this.channels.set(conversationId, count + 1);
    if (count === 0) this.send({ type: 'watch-channel', conversationId });
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const left = (this.channels.get(conversationId) ?? 1) - 1;
      if (left > 0) {
        this.channels.set(conversationId, left);
        return;
      }
      this.channels.delete(conversationId);
      this.send({ type: 'unwatch-channel', conversationId });
    };
  }

  /** Presence of these people while the returned function has not been called. */
  watchPresence(userIds: readonly string[]): () => void {
    const key = Symbol('presence');
    this.presenceWatches.set(key, userIds);
    this.sendPresence();
    return () => {
      if (this.presenceWatches.delete(key)) this.sendPresence();
    };
  }

  private send(command: TRealtimeCommand) {
    // A command while disconnected is not lost: every open re-sends what is watched.
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(command));
  }

  private sendPresence() {
    if (this.socket?.readyState !== OPEN) return;
    const ids = [...new Set([...this.presenceWatches.values()].flat())].sort().slice(0, REALTIME_LIMITS.watchMax);
    const key = ids.join(',');
    if (key === this.sentPresence) return;
    this.sentPresence = key;
    // The server adds these to what the socket watches (and answers with their presence at once); it forgets them
    // with the socket. There is no unwatch: people nobody watches any more only send an event now and then.
    if (ids.length > 0) this.send({ type: 'watch-presence', userIds: ids });
  }

  private open() {
    this.retryTimer = undefined;
    let socket: WebSocketLike;
    try {
      socket = this.connect(this.url, this.protocols);
    } catch {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      for (const conversationId of this.channels.keys()) this.send({ type: 'watch-channel', conversationId });
      this.sentPresence = '';
      this.sendPresence();
    };
    socket.onmessage = (message) => {
      const event = parseRealtimeEvent(message.data);
      if (!event) return;
      if (event.type === 'ready') {
        // Only a connection the server accepted resets the backoff: a server that accepts and drops at once
        // (restarting, refusing the session) is not hammered.
        this.attempt = 0;
        this.setStatus('live');
      } else if (event.type === 'presence') {
        this.presence.set(event.userId, event.online);
        for (const listener of this.presenceListeners) listener();
      }
      for (const listener of this.listeners) listener(event);
    };
    socket.onerror = () => {
      // A close follows every error; the retry is decided there.
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.detach(socket);
      this.socket = null;
      this.forgetPresence();
      if (event.code === REALTIME_CLOSE.sessionEnded) {
        this.setStatus('stopped');
        return;
      }
      // A bad command or too many sockets of this person: not a blip, so no quick retry.
      if (event.code === REALTIME_CLOSE.policy || event.code === REALTIME_CLOSE.tooManySockets) {
        this.attempt = Math.max(this.attempt, POLICY_ATTEMPT);
      }
      this.setStatus('connecting');
      this.scheduleRetry();
    };
  }

  private scheduleRetry() {
    const delay = reconnectDelay(this.attempt, this.random, this.backoff);
    this.attempt += 1;
    this.retryTimer = setTimeout(() => this.open(), delay);
  }

  private detach(socket: WebSocketLike) {
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
  }

  private forgetPresence() {
    if (this.presence.size === 0) return;
    this.presence.clear();
    for (const listener of this.presenceListeners) listener();
  }

  private setStatus(status: RealtimeStatus) {
    if (status === this.currentStatus) return;
    this.currentStatus = status;
    for (const listener of this.statusListeners) listener();
  }
}
