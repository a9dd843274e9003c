import { REALTIME_PATH, type TRealtimeEvent } from '@labora/shared/realtime';
import WebSocket from 'ws';
import type { TestApp } from '../../test/helpers.js';

/** A test's socket and what it received; `next` waits for the first event (not yet taken) that matches. */
export interface EventLog {
  ws: WebSocket;
  events: TRealtimeEvent[];
  next<T extends TRealtimeEvent>(match: (event: TRealtimeEvent) => event is T, timeoutMs?: number): Promise<T>;
  next(match: (event: TRealtimeEvent) => boolean, timeoutMs?: number): Promise<TRealtimeEvent>;
  /** Resolves with the close code. */
  closed: Promise<number>;
  send(command: unknown): void;
}

export function logEvents(ws: WebSocket): EventLog {
  const events: TRealtimeEvent[] = [];
  let taken = 0;
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    events.push(JSON.parse(String(data)));
    for (const waiter of waiters) waiter();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const next = (match: (event: TRealtimeEvent) => boolean, timeoutMs = 3_000) =>
    new Promise<TRealtimeEvent>((resolve, reject) => {
      const look = () => {
        for (let i = taken; i < events.length; i++) {
          const event = events[i] as TRealtimeEvent;
          if (match(event)) {
            taken = i + 1;
            waiters.delete(look);
            clearTimeout(timer);
            resolve(event);
            return;
          }
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(look);
        reject(new Error(`no matching event in ${timeoutMs} ms; got ${JSON.stringify(events.slice(taken))}`));
      }, timeoutMs);
      waiters.add(look);
      look();
    });
  return { ws, events, next: next as EventLog['next'], closed, send: (command) => ws.send(JSON.stringify(command)) };
}

/** A socket opened in-process (app.injectWS) with the user's bearer token, once 'ready' came. */
export async function connect(t: TestApp, user: { token: string } | null): Promise<EventLog> {
  let log: EventLog | undefined;
  await t.app.injectWS(REALTIME_PATH, user ? { headers: { authorization: `Bearer ${user.token}` } } : {}, {
    onInit: (ws) => {
      log = logEvents(ws);
    },
  });
  if (!log) throw new Error('no socket');
  await log.next((e) => e.type === 'ready');
  return log;
}

/** A socket to a listening server (ws://…), with the token as the browser sends it (a subprotocol). */
export async function connectTo(baseUrl: string, token: string, protocol: string): Promise<EventLog> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${REALTIME_PATH}`, [protocol, token]);
  const log = logEvents(ws);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  await log.next((e) => e.type === 'ready', 10_000);
  return log;
}

/** Nothing matching arrives within `ms`. */
export async function expectNothing(log: EventLog, match: (event: TRealtimeEvent) => boolean, ms = 300) {
  await new Promise((resolve) => setTimeout(resolve, ms));
  const found = log.events.find(match);
  if (found) throw new Error(`unexpected event ${JSON.stringify(found)}`);
}
