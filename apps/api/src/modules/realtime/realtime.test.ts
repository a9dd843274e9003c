import type { TConversationSummary, TMessage } from '@labora/shared/messages';
import { REALTIME_CLOSE, REALTIME_LIMITS, REALTIME_PATH, type TRealtimeEvent } from '@labora/shared/realtime';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/client.js';
import { realtimeInstances, realtimePresence } from '../../db/schema/realtime.js';
import { connectPeople, createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { connect, type EventLog, expectNothing, logEvents } from './realtime-test-client.js';
import type { RealtimeHub } from './service.js';

let t: TestApp;
let hub: RealtimeHub;
let ana: TestUser;
let bruno: TestUser;
let carla: TestUser;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  hub = t.app.deps.realtime as RealtimeHub;
  [ana, bruno, carla] = await Promise.all([createUser(t), createUser(t), createUser(t)]);
});
afterAll(() => t.close());

async function direct(me: TestUser, other: TestUser): Promise<TConversationSummary> {
  const res = await t.asUser(me).post('/api/conversations/direct', { userId: other.id });
  expect(res.statusCode).toBe(200);
  return res.json();
}
async function send(me: TestUser, conversationId: string, text: string): Promise<TMessage> {
  const res = await t.asUser(me).post(`/api/conversations/${conversationId}/messages`, { text });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const summary = async (me: TestUser, id: string): Promise<TConversationSummary> =>
  (await t.asUser(me).get(`/api/conversations/${id}`)).json();
const isMessage = (id: number) => (e: TRealtimeEvent) => e.type === 'message' && e.message.id === id;
const isReceipt = (conversationId: string, check: (e: { deliveredUpTo: number; readUpTo: number }) => boolean) =>
  ((e: TRealtimeEvent) => e.type === 'receipt' && e.conversationId === conversationId && check(e)) as (
    e: TRealtimeEvent,
  ) => e is Extract<TRealtimeEvent, { type: 'receipt' }>;

describe('the upgrade', () => {
  it('is refused with 401 without a valid session', async () => {
    await expect(t.app.injectWS(REALTIME_PATH)).rejects.toThrow(/401/);
    await expect(
      t.app.injectWS(REALTIME_PATH, { headers: { authorization: `Bearer ${'x'.repeat(40)}` } }),
    ).rejects.toThrow(/401/);
  });

  it('closes a socket that sends something that is not a command, and the server goes on', async () => {
    const socket = await connect(t, ana);
    socket.ws.send('not json');
    expect(await socket.closed).toBe(REALTIME_CLOSE.policy);
    const again = await connect(t, ana);
    again.send({ type: 'watch-channel', conversationId: 'nope' });
    expect(await again.closed).toBe(REALTIME_CLOSE.policy);
  });

  it('closes the sockets of a session that ended, at the next heartbeat', async () => {
    const dora = await createUser(t);
    const socket = await connect(t, dora);
    expect((await t.asUser(dora).post('/api/auth/logout')).statusCode).toBe(200);
    await hub.heartbeat();
    expect(await socket.closed).toBe(REALTIME_CLOSE.sessionEnded);
  });
});

/** The close code if the socket closes within `ms` (well under a heartbeat), else 'still open'. */
const closedWithin = (socket: EventLog, ms = 2_000) =>
  Promise.race([socket.closed, new Promise<string>((resolve) => setTimeout(() => resolve('still open'), ms))]);
async function login(user: TestUser): Promise<TestUser> {
  const res = await t.asUser(null).post('/api/auth/login', { email: user.email, password: user.password });
  expect(res.statusCode, res.body).toBe(200);
  return { ...user, token: res.json().token };
}

describe('a session that ends', () => {
  it("closes its sockets at once, with no heartbeat: logout closes that session's, not the other device's", async () => {
    const dora = await createUser(t);
    const laptop = await login(dora);
    const [phoneTab, laptopTab] = await Promise.all([connect(t, dora), connect(t, laptop)]);
    expect((await t.asUser(dora).post('/api/auth/logout')).statusCode).toBe(200);
    expect(await closedWithin(phoneTab)).toBe(REALTIME_CLOSE.sessionEnded);
    expect(await closedWithin(laptopTab, 300)).toBe('still open');
    laptopTab.ws.terminate();
  });

  it("closes the others at once on a password change (this device stays) and on 'sair de todos os dispositivos'", async () => {
    const eva = await createUser(t);
    const other = await login(eva);
    const [mine, theirs] = await Promise.all([connect(t, eva), connect(t, other)]);
    const changed = await t.asUser(eva).put('/api/users/password', {
      currentPassword: eva.password,
      newPassword: 'Outra@Senha2026',
      confirmPassword: 'Outra@Senha2026',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await closedWithin(theirs)).toBe(REALTIME_CLOSE.sessionEnded);
    expect(await closedWithin(mine, 300)).toBe('still open');
    // Private messages stop at once too: nothing reaches a closed socket.
    expect((await t.asUser(eva).delete('/api/users/sessions')).statusCode).toBe(200);
    expect(await closedWithin(mine)).toBe(REALTIME_CLOSE.sessionEnded);
  });

  it('closes them at once when the account is deleted', async () => {
    const fred = await createUser(t);
    const socket = await connect(t, fred);
    const deleted = await t.asUser(fred).delete('/api/users/me', { password: fred.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await closedWithin(socket)).toBe(REALTIME_CLOSE.sessionEnded);
  });
});

describe('sockets per person', () => {
  it(`are at most ${REALTIME_LIMITS.socketsPerUser} on a process: the one over is refused, a freed place is taken`, async () => {
    const gil = await createUser(t);
    const open = await Promise.all(Array.from({ length: REALTIME_LIMITS.socketsPerUser }, () => connect(t, gil)));
    let over: EventLog | undefined;
    await t.app.injectWS(
      REALTIME_PATH,
      { headers: { authorization: `Bearer ${gil.token}` } },
      {
        onInit: (ws) => {
          over = logEvents(ws);
        },
      },
    );
    expect(await closedWithin(over as EventLog)).toBe(REALTIME_CLOSE.tooManySockets);
    expect((over as EventLog).events).toEqual([]);
    // Someone else is not affected, and a closed tab frees a place.
    const other = await connect(t, carla);
    const before = hub.socketCount;
    open[0]?.ws.terminate();
    await vi.waitFor(() => expect(hub.socketCount).toBeLessThan(before));
    const again = await connect(t, gil);
    for (const s of [...open.slice(1), other, again]) s.ws.terminate();
  });
});

describe('messages', () => {
  it("reach the conversation's connected members, the sender's other tabs too, and no one else", async () => {
    const conversation = await direct(ana, bruno);
    const [brunoTab, anaOtherTab, carlaTab] = await Promise.all([
      connect(t, bruno),
      connect(t, ana),
      connect(t, carla),
    ]);
    const sent = await send(ana, conversation.id, 'Oi, Bruno!');
    const received = await brunoTab.next(isMessage(sent.id));
    expect(received).toEqual({ type: 'message', message: sent });
    await anaOtherTab.next(isMessage(sent.id));
    await expectNothing(carlaTab, isMessage(sent.id));
    for (const s of [brunoTab, anaOtherTab, carlaTab]) s.ws.terminate();
  });

  it('of a public channel reach those who watch it, and only public channels can be watched', async () => {
    const channels: TConversationSummary[] = (await t.asUser(ana).get('/api/conversations?kind=public')).json();
    const channel = channels[0] as TConversationSummary;
    await connectPeople(t, ana, bruno);
    const group: TConversationSummary = (
      await t.asUser(ana).post('/api/conversations/groups', { name: 'Equipe', memberIds: [bruno.id] })
    ).json();
    const [watcher, other] = await Promise.all([connect(t, carla), connect(t, bruno)]);
    watcher.send({ type: 'watch-channel', conversationId: channel.id });
    // A group carla is not in: watching it gives nothing.
    watcher.send({ type: 'watch-channel', conversationId: group.id });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const inChannel = await send(ana, channel.id, 'Alguém faz logotipos?');
    await watcher.next(isMessage(inChannel.id));
    await expectNothing(other, isMessage(inChannel.id));
    const inGroup = await send(ana, group.id, 'Só da equipe');
    await other.next(isMessage(inGroup.id));
    await expectNothing(watcher, isMessage(inGroup.id));
    watcher.send({ type: 'unwatch-channel', conversationId: channel.id });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const after = await send(ana, channel.id, 'Mais alguém?');
    await expectNothing(watcher, isMessage(after.id));
    watcher.ws.terminate();
    other.ws.terminate();
  });

  it('are announced again after the listener reconnects: every socket gets ready to catch up', async () => {
    const socket = await connect(t, bruno);
    if (t.database.kind === 'postgres') {
      // The listener's own connection dies (a server restart, a failover): it comes back and says so.
      await queryRows(
        t.database.db,
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where application_name = 'labora-realtime' and datname = current_database()`,
      );
    } else {
      hub.simulateResync();
    }
    await socket.next((e) => e.type === 'ready', 5_000);
    const conversation = await direct(ana, bruno);
    const sent = await send(ana, conversation.id, 'Depois da reconexão');
    await socket.next(isMessage(sent.id));
    socket.ws.terminate();
  });
});

describe('read receipts', () => {
  it('move forward only: delivered when pushed to a live socket or fetched, read when marked', async () => {
    const erica = await createUser(t);
    const conversation = await direct(ana, erica);
    const first = await send(ana, conversation.id, 'Primeira');
    expect(await summary(ana, conversation.id)).toMatchObject({ othersDeliveredUpTo: 0, othersReadUpTo: 0 });

    // Fetching the history delivers.
    const anaTab = await connect(t, ana);
    await t.asUser(erica).get(`/api/conversations/${conversation.id}/messages`);
    await anaTab.next(isReceipt(conversation.id, (r) => r.deliveredUpTo === first.id && r.readUpTo === 0));

    // A push to a live socket delivers.
    const ericaTab = await connect(t, erica);
    const second = await send(ana, conversation.id, 'Segunda');
    await ericaTab.next(isMessage(second.id));
    await anaTab.next(isReceipt(conversation.id, (r) => r.deliveredUpTo === second.id));
    expect(await summary(ana, conversation.id)).toMatchObject({
      othersDeliveredUpTo: second.id,
      othersReadUpTo: 0,
    });

    // Read moves with mark-read, never back.
    await t.asUser(erica).post(`/api/conversations/${conversation.id}/read`, { messageId: second.id });
    await anaTab.next(isReceipt(conversation.id, (r) => r.readUpTo === second.id));
    await t.asUser(erica).post(`/api/conversations/${conversation.id}/read`, { messageId: first.id });
    await t.asUser(erica).get(`/api/conversations/${conversation.id}/messages?before=${second.id}`);
    expect(await summary(ana, conversation.id)).toMatchObject({
      othersDeliveredUpTo: second.id,
      othersReadUpTo: second.id,
    });
    anaTab.ws.terminate();
    ericaTab.ws.terminate();
  });

  it('of a group are the least among the other members', async () => {
    const [x, y, z] = await Promise.all([createUser(t), createUser(t), createUser(t)]);
    await connectPeople(t, x, y);
    await connectPeople(t, x, z);
    const group: TConversationSummary = (
      await t.asUser(x).post('/api/conversations/groups', { name: 'Trio', memberIds: [y.id, z.id] })
    ).json();
    const sent = await send(x, group.id, 'Oi, pessoal');
    await t.asUser(y).post(`/api/conversations/${group.id}/read`, { messageId: sent.id });
    expect(await summary(x, group.id)).toMatchObject({ othersDeliveredUpTo: 0, othersReadUpTo: 0 });
    await t.asUser(z).get(`/api/conversations/${group.id}/messages`);
    expect(await summary(x, group.id)).toMatchObject({ othersDeliveredUpTo: sent.id, othersReadUpTo: 0 });
    // y sees x's (who sent, so read it) and z's (delivered only).
    expect(await summary(y, group.id)).toMatchObject({ othersDeliveredUpTo: sent.id, othersReadUpTo: 0 });
  });
});

describe('presence', () => {
  it("is told only of people one is connected to or in a conversation with; a stranger's is left out", async () => {
    const [ivo, julia, stranger, contact] = await Promise.all([
      createUser(t),
      createUser(t),
      createUser(t),
      createUser(t),
    ]);
    await direct(ivo, julia);
    await connectPeople(t, ivo, contact);
    const sockets = await Promise.all([connect(t, julia), connect(t, stranger), connect(t, contact)]);
    const watcher = await connect(t, ivo);
    watcher.send({ type: 'watch-presence', userIds: [stranger.id, julia.id, contact.id] });
    await watcher.next((e) => e.type === 'presence' && e.userId === julia.id && e.online);
    await watcher.next((e) => e.type === 'presence' && e.userId === contact.id && e.online);
    await expectNothing(watcher, (e) => e.type === 'presence' && e.userId === stranger.id);
    // Nor later, when the stranger comes and goes: the watch was never taken.
    sockets[1]?.ws.terminate();
    await connect(t, stranger).then((s) => s.ws.terminate());
    await expectNothing(watcher, (e) => e.type === 'presence' && e.userId === stranger.id);
    expect(watcher.ws.readyState).toBe(watcher.ws.OPEN);
    for (const s of [...sockets, watcher]) s.ws.terminate();
  });

  it('is answered at once, then changes as people connect and leave', async () => {
    const [fabio, gabi] = await Promise.all([createUser(t), createUser(t)]);
    const conversation = await direct(fabio, gabi);
    const watcher = await connect(t, fabio);
    watcher.send({ type: 'watch-presence', userIds: [gabi.id] });
    await watcher.next((e) => e.type === 'presence' && e.userId === gabi.id && !e.online);
    expect((await summary(fabio, conversation.id)).online).toBe(false);

    const gabiTab = await connect(t, gabi);
    await watcher.next((e) => e.type === 'presence' && e.userId === gabi.id && e.online);
    expect((await summary(fabio, conversation.id)).online).toBe(true);
    const neverConnected = await createUser(t);
    expect([...(await hub.onlineAmong([gabi.id, fabio.id, neverConnected.id]))].sort()).toEqual(
      [fabio.id, gabi.id].sort(),
    );

    gabiTab.ws.terminate();
    await watcher.next((e) => e.type === 'presence' && e.userId === gabi.id && !e.online);
    expect((await summary(fabio, conversation.id)).online).toBe(false);
    watcher.ws.terminate();
  });

  it('of a process that stopped beating counts for no one, and the next beat sweeps it', async () => {
    const helena = await createUser(t);
    await connectPeople(t, ana, helena);
    const watcher = await connect(t, ana);
    watcher.send({ type: 'watch-presence', userIds: [helena.id] });
    await watcher.next((e) => e.type === 'presence' && e.userId === helena.id && !e.online);
    // Another process holds helena's socket, and beats.
    const other = crypto.randomUUID();
    await t.database.db.insert(realtimeInstances).values({ id: other });
    await t.database.db.insert(realtimePresence).values({ instanceId: other, userId: helena.id });
    expect(await hub.onlineAmong([helena.id])).toEqual(new Set([helena.id]));
    // It was killed: a minute later its beat is stale.
    await t.database.db
      .update(realtimeInstances)
      .set({ lastBeatAt: sql`now() - interval '60 seconds'` })
      .where(sql`${realtimeInstances.id} = ${other}`);
    expect(await hub.onlineAmong([helena.id])).toEqual(new Set());
    await hub.presenceBeat();
    const left = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from realtime_instances where id = ${other}`,
    );
    expect(left[0]?.n).toBe(0);
    watcher.ws.terminate();
  });
});
