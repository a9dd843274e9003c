import { act, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';

/**
 * A stand-in for the browser's WebSocket in component and hook tests under RealtimeProvider (lib/realtime.tsx):
 * `installFakeWebSocket()` replaces the global, and the test drives the socket the provider opened.
 */
export class FakeWebSocket {
  static all: FakeWebSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;

  constructor(
    readonly url: string,
    readonly protocols: string[] = [],
  ) {
    FakeWebSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  /** The server announces this event. */
  emit(event: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify(event) }));
  }
  /** The server accepted the socket and said 'ready'. */
  accept() {
    act(() => {
      this.readyState = 1;
      this.onopen?.();
    });
    this.emit({ type: 'ready' });
  }
  /** The connection dropped (1006), or the server closed it with this code. */
  drop(code = 1006) {
    act(() => {
      this.readyState = 3;
      this.onclose?.({ code });
    });
  }
}

export function installFakeWebSocket() {
  FakeWebSocket.all = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
}

/** The socket opened last. */
export function lastSocket(): FakeWebSocket {
  const last = FakeWebSocket.all.at(-1);
  if (!last) throw new Error('no WebSocket was opened');
  return last;
}

/** Waits for the provider to open its socket (it loads the client lazily), then accepts it. */
export async function acceptSocket(count = 1): Promise<FakeWebSocket> {
  await waitFor(() => expect(FakeWebSocket.all).toHaveLength(count), { timeout: 3000 });
  const socket = lastSocket();
  socket.accept();
  return socket;
}
