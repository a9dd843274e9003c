import type { TConversationSummary, TMessage } from '@labora/shared/messages';
import { REALTIME_CLOSE, REALTIME_PROTOCOL } from '@labora/shared/realtime';
import { describe, expect, it } from 'vitest';
import { call, environment, messageOf, person, start } from './realtime-process-helpers.js';
import { connectTo } from './realtime-test-client.js';

// Needs a PostgreSQL server (`*.pg.test.ts` runs only under `npm run test:pg`): two API processes on one database,
// a message sent through one reaches a socket connected to the other (LISTEN/NOTIFY), and presence crosses too.

describe('two API processes on one PostgreSQL database', () => {
  it('a message sent through one reaches a socket connected to the other; presence and session ends cross too', async () => {
    const env = await environment();
    // One after the other: the first migrates and seeds the new database.
    const one = await start(env);
    const two = await start(env);
    const [ana, bruno] = [await person(one.url), await person(one.url)];
    const conversation = await call<TConversationSummary>(one.url, 'POST', '/api/conversations/direct', ana.token, {
      userId: bruno.id,
    });
    const id = conversation.body.id;
    const anaOnOne = await connectTo(one.url, ana.token, REALTIME_PROTOCOL);
    anaOnOne.send({ type: 'watch-presence', userIds: [bruno.id] });
    await anaOnOne.next((e) => e.type === 'presence' && !e.online);
    const brunoOnTwo = await connectTo(two.url, bruno.token, REALTIME_PROTOCOL);
    await anaOnOne.next((e) => e.type === 'presence' && e.userId === bruno.id && e.online, 5_000);

    const sent = await call<TMessage>(one.url, 'POST', `/api/conversations/${id}/messages`, ana.token, { text: 'Oi' });
    await brunoOnTwo.next(messageOf(sent.body.id), 5_000);
    // Delivered on process two: ana's receipt on process one.
    await anaOnOne.next((e) => e.type === 'receipt' && e.deliveredUpTo === sent.body.id, 5_000);

    const reply = await call<TMessage>(two.url, 'POST', `/api/conversations/${id}/messages`, bruno.token, {
      text: 'Oi, Ana',
    });
    await anaOnOne.next(messageOf(reply.body.id), 5_000);

    brunoOnTwo.ws.close();
    await anaOnOne.next((e) => e.type === 'presence' && e.userId === bruno.id && !e.online, 5_000);

    // A logout through process one closes the session's socket on process two at once, not at its heartbeat (25 s).
    const anaOnTwo = await connectTo(two.url, ana.token, REALTIME_PROTOCOL);
    expect((await call(one.url, 'POST', '/api/auth/logout', ana.token)).status).toBe(200);
    const closed = await Promise.race([anaOnTwo.closed, new Promise((resolve) => setTimeout(resolve, 5_000, 'open'))]);
    expect(closed).toBe(REALTIME_CLOSE.sessionEnded);
    anaOnOne.ws.terminate();
    for (const server of [one, two]) expect(server.errorLines()).toEqual([]);
  }, 120_000);
});
