import type { TRealtimeCommand } from '@labora/shared/realtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  parseRealtimeEvent,
  RealtimeSocket,
  realtimeProtocols,
  realtimeUrl,
  reconnectDelay,
  type WebSocketLike,
} from './realtime-socket';

const CONVERSATION = '0b9a3c8e-3f4c-4a57-9a51-0c6f7cbb6a11';
const ANA = '5c2e1a70-1b2f-4c4d-8e3a-2f1d3b4c5d6e';
const BRUNO = '7d3f2b81-2c30-4d5e-9f4b-3a2e4c5d6e7f';
const TOKEN = 'tok_0123456789abcdefghij';

/** A socket the test drives: it opens, speaks and closes when told. */
class FakeSocket implements WebSocketLike {
  readyState = 0;
  sent: TRealtimeCommand[] = [];
  closedWith: number | undefined;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {}

  send(data: string) {
    this.sent.push(JSON.parse(data) as TRealtimeCommand);
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  /** The server accepted the socket and said 'ready'. */
  accept() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
    this.receive({ type: 'ready' });
  }
  receive(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: typeof data === 'string' ? data : JSON.stringify(data) }));
  }
  /** The connection dropped (server restart, network: 1006), or the server closed it with this code. */
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code }));
  }
}

function setUp({ random = (): number => 0.5 } = {}) {
  const sockets: FakeSocket[] = [];
  const client = new RealtimeSocket({
    url: 'ws://labora.test/api/realtime',
    protocols: realtimeProtocols(TOKEN),
    connect: (url, protocols) => {
      const socket = new FakeSocket(url, protocols);
      sockets.push(socket);
      return socket;
    },
    random,
    backoff: { baseMs: 1000, maxMs: 8000 },
  });
  const last = () => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('no socket opened');
    return socket;
  };
  return { client, sockets, last };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('reconnectDelay', () => {
  it('doubles up to the cap, half of each step random', () => {
    const backoff = { baseMs: 500, maxMs: 30_000 };
    expect(reconnectDelay(0, () => 0, backoff)).toBe(250);
    expect(reconnectDelay(0, () => 1, backoff)).toBe(500);
    expect(reconnectDelay(3, () => 0.5, backoff)).toBe(3000);
    expect(reconnectDelay(20, () => 0, backoff)).toBe(15_000);
    expect(reconnectDelay(20, () => 1, backoff)).toBe(30_000);
    expect(reconnectDelay(5000, () => 1, backoff)).toBe(30_000);
  });

  it('spreads clients that dropped together', () => {
    const delays = new Set(Array.from({ length: 50 }, (_, i) => reconnectDelay(4, () => i / 50)));
    expect(delays.size).toBe(50);
  });
});

describe('parseRealtimeEvent', () => {
  it('reads the contract’s events', () => {
    expect(parseRealtimeEvent('{"type":"ready"}')).toEqual({ type: 'ready' });
    expect(
      parseRealtimeEvent(
        JSON.stringify({ type: 'receipt', conversationId: CONVERSATION, deliveredUpTo: 7, readUpTo: 5 }),
      ),
    ).toEqual({ type: 'receipt', conversationId: CONVERSATION, deliveredUpTo: 7, readUpTo: 5 });
    const message = {
      id: 12,
      conversationId: CONVERSATION,
      senderId: ANA,
      senderName: 'Ana Souza',
      text: 'Oi',
      createdAt: '2026-11-24T12:00:00.000Z',
      kind: 'user',
      attachments: [],
    };
    expect(parseRealtimeEvent(JSON.stringify({ type: 'message', message }))).toEqual({ type: 'message', message });
  });

  it('ignores garbage, unknown events and binary frames instead of throwing', () => {
    expect(parseRealtimeEvent('not json')).toBeUndefined();
    expect(parseRealtimeEvent('{"type":"typing"}')).toBeUndefined();
    expect(parseRealtimeEvent('{"type":"presence","userId":"x","online":true}')).toBeUndefined();
    expect(parseRealtimeEvent(new ArrayBuffer(4))).toBeUndefined();
  });
});

describe('realtimeUrl', () => {
  it('speaks ws on http and wss on https, on the page’s origin', () => {
    expect(realtimeUrl('http://localhost:5173')).toBe('ws://localhost:5173/api/realtime');
    expect(realtimeUrl('https://labora.com.br')).toBe('wss://labora.com.br/api/realtime');
  });
});

describe('RealtimeSocket', () => {
  it('is live once the server says ready, and hands events to subscribers', () => {
    const { client, last } = setUp();
    const events: unknown[] = [];
    client.subscribe((event) => events.push(event));
    client.start();
    expect(client.status).toBe('connecting');
    expect(last().url).toBe('ws://labora.test/api/realtime');
    // The session goes as the second subprotocol (a browser cannot set Authorization on a WebSocket).
    expect(last().protocols).toEqual(['labora.realtime', TOKEN]);
    last().accept();
    expect(client.status).toBe('live');
    last().receive({ type: 'notifications' });
    last().receive('garbage');
    expect(events).toEqual([{ type: 'ready' }, { type: 'notifications' }]);
  });

  it('reconnects with growing delays after drops, and starts over once a connection is accepted', () => {
    const { client, sockets, last } = setUp({ random: () => 1 });
    client.start();
    last().drop();
    expect(client.status).toBe('connecting');
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().drop();
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    last().drop();
    vi.advanceTimersByTime(4000);
    last().drop();
    vi.advanceTimersByTime(8000);
    last().drop();
    // Capped at 8 s.
    vi.advanceTimersByTime(8000);
    expect(sockets).toHaveLength(6);

    last().accept();
    last().drop();
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(7);
  });

  it('does not reset the backoff for a socket that opens and drops before ready', () => {
    const { client, sockets, last } = setUp({ random: () => 1 });
    client.start();
    last().drop();
    vi.advanceTimersByTime(1000);
    last().readyState = 1;
    last().onopen?.(new Event('open'));
    last().drop();
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
  });

  it('does not reconnect once the server ended the session (4401)', () => {
    const { client, sockets, last } = setUp();
    client.start();
    last().accept();
    last().drop(4401);
    expect(client.status).toBe('stopped');
    client.reconnectNow();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it.each([
    [1008, 'a bad command'],
    [4429, 'too many sockets of this person'],
  ])('waits long after a close %i (%s), not a blip', (code) => {
    const { client, sockets, last } = setUp({ random: () => 1 });
    client.start();
    last().accept();
    last().drop(code);
    // As after five failures: min(8 s cap, 1 s × 2⁵).
    vi.advanceTimersByTime(7999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
  });

  it('reconnects at once when told (back online), not at the end of the backoff', () => {
    const { client, sockets, last } = setUp();
    client.start();
    last().drop();
    client.reconnectNow();
    expect(sockets).toHaveLength(2);
    // Nothing pending any more: the old timer was cleared.
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
    // While a socket is open or opening, nothing changes.
    client.reconnectNow();
    expect(sockets).toHaveLength(2);
  });

  it('stops for good: closes the socket, no retry, no events', () => {
    const { client, sockets, last } = setUp();
    const events: unknown[] = [];
    client.subscribe((event) => events.push(event));
    client.start();
    const socket = last();
    socket.accept();
    client.stop();
    expect(client.status).toBe('stopped');
    expect(socket.closedWith).toBe(1000);
    socket.receive({ type: 'notifications' });
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(events).toEqual([{ type: 'ready' }]);
  });

  it('reports status changes', () => {
    const { client, last } = setUp();
    const seen: string[] = [];
    client.onStatusChange(() => seen.push(client.status));
    client.start();
    last().accept();
    last().drop();
    client.stop();
    expect(seen).toEqual(['connecting', 'live', 'connecting', 'stopped']);
  });

  it('sends channel watches once per channel, and again after each reconnect', () => {
    const { client, last } = setUp();
    client.start();
    // Watched before the socket opened: sent on open.
    const first = client.watchChannel(CONVERSATION);
    last().accept();
    expect(last().sent).toEqual([{ type: 'watch-channel', conversationId: CONVERSATION }]);
    const second = client.watchChannel(CONVERSATION);
    first();
    first();
    expect(last().sent).toHaveLength(1);

    last().drop();
    vi.advanceTimersByTime(10_000);
    last().accept();
    expect(last().sent).toEqual([{ type: 'watch-channel', conversationId: CONVERSATION }]);
    second();
    expect(last().sent.at(-1)).toEqual({ type: 'unwatch-channel', conversationId: CONVERSATION });
  });

  it('watches the union of everyone’s people, and tracks their presence until the socket drops', () => {
    const { client, last } = setUp();
    const changes = vi.fn();
    client.onPresenceChange(changes);
    client.start();
    last().accept();
    const ana = client.watchPresence([ANA]);
    client.watchPresence([BRUNO, ANA]);
    expect(last().sent).toEqual([
      { type: 'watch-presence', userIds: [ANA] },
      { type: 'watch-presence', userIds: [ANA, BRUNO] },
    ]);
    ana();
    expect(last().sent).toHaveLength(2);

    expect(client.isOnline(ANA)).toBeUndefined();
    last().receive({ type: 'presence', userId: ANA, online: true });
    expect(client.isOnline(ANA)).toBe(true);
    last().receive({ type: 'presence', userId: ANA, online: false });
    expect(client.isOnline(ANA)).toBe(false);
    expect(changes).toHaveBeenCalledTimes(2);

    last().drop();
    expect(client.isOnline(ANA)).toBeUndefined();
    vi.advanceTimersByTime(10_000);
    last().accept();
    expect(last().sent).toEqual([{ type: 'watch-presence', userIds: [ANA, BRUNO] }]);
  });

  it('sends nothing when the last watcher leaves (the server forgets watches with the socket)', () => {
    const { client, last } = setUp();
    client.start();
    last().accept();
    const unwatch = client.watchPresence([ANA]);
    unwatch();
    expect(last().sent).toEqual([{ type: 'watch-presence', userIds: [ANA] }]);
  });

  it('retries when the WebSocket cannot even be created', () => {
    let calls = 0;
    const client = new RealtimeSocket({
      url: 'ws://labora.test/api/realtime',
      connect: () => {
        calls += 1;
        throw new SyntaxError('bad url');
      },
      random: () => 0,
      backoff: { baseMs: 1000, maxMs: 8000 },
    });
    client.start();
    expect(calls).toBe(1);
    vi.advanceTimersByTime(500);
    expect(calls).toBe(2);
    client.stop();
    vi.advanceTimersByTime(60_000);
    expect(calls).toBe(2);
  });
});
