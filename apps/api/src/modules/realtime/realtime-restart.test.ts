import type { TConversationSummary, TMessage, TMessageHistory } from '@labora/shared/messages';
import { REALTIME_PROTOCOL } from '@labora/shared/realtime';
import { describe, expect, it } from 'vitest';
import { stopServer } from '../../test/server-process.js';
import { call, environment, messageOf, person, start } from './realtime-process-helpers.js';
import { connectTo, type EventLog } from './realtime-test-client.js';

// A real API process restarts mid-conversation and loses nothing: the client's catch-up after 'ready' finds what was
// sent while its socket was away (PGlite here, PostgreSQL under `npm run test:pg`).

describe('a restart mid-conversation', () => {
  it("loses nothing: what was sent while the socket was away comes with the catch-up after 'ready'", async () => {
    const env = await environment();
    let server = await start(env);
    const [ana, bruno] = [await person(server.url), await person(server.url)];
    const conversation = await call<TConversationSummary>(server.url, 'POST', '/api/conversations/direct', ana.token, {
      userId: bruno.id,
    });
    const id = conversation.body.id;
    let socket: EventLog = await connectTo(server.url, bruno.token, REALTIME_PROTOCOL);
    const first = await call<TMessage>(server.url, 'POST', `/api/conversations/${id}/messages`, ana.token, {
      text: 'Antes',
    });
    await socket.next(messageOf(first.body.id));
    const lastSeen = first.body.id;

    await stopServer(server);
    await socket.closed;
    server = await start(env);
    // Sent while bruno's socket is away.
    const meanwhile = await call<TMessage>(server.url, 'POST', `/api/conversations/${id}/messages`, ana.token, {
      text: 'Durante',
    });
    expect(meanwhile.status).toBe(201);

    socket = await connectTo(server.url, bruno.token, REALTIME_PROTOCOL);
    const caughtUp = await call<TMessageHistory>(
      server.url,
      'GET',
      `/api/conversations/${id}/messages?after=${lastSeen}`,
      bruno.token,
    );
    expect(caughtUp.body.messages.map((m) => m.text)).toEqual(['Durante']);
    const after = await call<TMessage>(server.url, 'POST', `/api/conversations/${id}/messages`, ana.token, {
      text: 'Depois',
    });
    await socket.next(messageOf(after.body.id));
    socket.ws.terminate();
    await stopServer(server);
  }, 120_000);
});
