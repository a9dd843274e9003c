import {
  CONNECTION_LIMITS,
  CONNECTION_MESSAGES,
  type TConnectionRequest,
  type TIncomingRequestsPage,
  type TSuggestionsPage,
} from '@labora/shared/connections';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications.js';
import { users } from '../../db/schema/users.js';
import { createContract, createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Everyone works as a freelancer too, so any two of them can have a contract.
const person = (first_name: string) => createUser(t, { first_name, last_name: 'teste', isFreelancer: true });

async function request(from: TestUser, to: TestUser): Promise<TConnectionRequest> {
  const res = await t.asUser(from).post('/api/connections/requests', { userId: to.id });
  if (res.statusCode !== 201) throw new Error(`request failed: ${res.body}`);
  return res.json();
}
async function connect(a: TestUser, b: TestUser) {
  const sent = await request(a, b);
  const res = await t.asUser(b).post(`/api/connections/requests/${sent.id}/accept`);
  if (res.statusCode !== 200) throw new Error(`accept failed: ${res.body}`);
}
/** A direct conversation of the two in which each of `writers` wrote once. */
async function talk(a: TestUser, b: TestUser, writers: TestUser[]) {
  const opened = await t.asUser(a).post('/api/conversations/direct', { userId: b.id });
  for (const writer of writers) {
    const sent = await t.asUser(writer).post(`/api/conversations/${opened.json().id}/messages`, { text: 'Olá!' });
    if (sent.statusCode !== 201) throw new Error(`send failed: ${sent.body}`);
  }
}
const suggestions = async (me: TestUser, query = ''): Promise<TSuggestionsPage> => {
  const res = await t.asUser(me).get(`/api/connections/suggestions${query}`);
  if (res.statusCode !== 200) throw new Error(`suggestions failed: ${res.body}`);
  return res.json();
};
const ranking = async (me: TestUser) =>
  (await suggestions(me, '?pageSize=20')).items.map((s) => [s.name.split(' ')[0]?.toLowerCase(), s.mutualConnections]);
/** Someone's connection notifications, oldest first: [text, read]. */
const notified = async (who: TestUser) =>
  (
    await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, who.id))
      .orderBy(asc(notifications.createdAt))
  )
    .filter((n) => n.type === 'connection')
    .map((n) => [n.text, n.link, n.readAt !== null]);
const incoming = async (me: TestUser): Promise<TIncomingRequestsPage> =>
  (await t.asUser(me).get('/api/connections/requests')).json();

describe('suggestions', () => {
  it('rank people by connections in common on a known graph, each kind of connection counting', async () => {
    // A–B contract, A–C conversation both wrote in, B–D accepted request, C–D contract, C–E accepted request.
    // G wrote to A, who never answered (no connection), and G had a contract with B; H (deactivated) knows B and C.
    const [a, b, c, d, e, g, h] = (await Promise.all(
      ['alice', 'bruno', 'carla', 'davi', 'elisa', 'gabriel', 'heitor'].map(person),
    )) as [TestUser, TestUser, TestUser, TestUser, TestUser, TestUser, TestUser];
    await createContract(t, { client: a, freelancer: b });
    await talk(a, c, [a, c]);
    await connect(b, d);
    await createContract(t, { client: d, freelancer: c, status: 'cancelado' });
    await connect(e, c);
    await talk(g, a, [g]);
    await createContract(t, { client: g, freelancer: b });
    await connect(h, b);
    await connect(c, h);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, h.id));

    // D has B and C in common with A, E and G one each (by name); A's own connections and H never show.
    expect(await ranking(a)).toEqual([
      ['davi', 2],
      ['elisa', 1],
      ['gabriel', 1],
    ]);
    // From D: A through B and C, E through C, G through B.
    expect(await ranking(d)).toEqual([
      ['alice', 2],
      ['elisa', 1],
      ['gabriel', 1],
    ]);
    // Pages are stable slices of the same order.
    const first = await suggestions(a, '?pageSize=2');
    const second = await suggestions(a, '?page=2&pageSize=2');
    expect([first.items.map((s) => s.id), first.hasMore]).toEqual([[d.id, e.id], true]);
    expect([second.items.map((s) => s.id), second.hasMore]).toEqual([[g.id], false]);
    // Only public fields.
    expect(Object.keys(first.items[0] ?? {}).sort()).toEqual([
      'avatarUrl',
      'headline',
      'id',
      'mutualConnections',
      'name',
    ]);

    // A's request to D takes D out of A's suggestions (and A out of D's); accepted, D's connections count for A.
    const sent = await request(a, d);
    expect(await ranking(a)).toEqual([
      ['elisa', 1],
      ['gabriel', 1],
    ]);
    expect((await ranking(d)).map(([name]) => name)).not.toContain('alice');
    await t.asUser(d).post(`/api/connections/requests/${sent.id}/accept`);
    expect(await ranking(a)).toEqual([
      ['elisa', 1],
      ['gabriel', 1],
    ]);
    // D's new connection F now shares D with A.
    const f = await person('fabio');
    await connect(f, d);
    expect(await ranking(a)).toEqual([
      ['elisa', 1],
      ['fabio', 1],
      ['gabriel', 1],
    ]);
  });

  it('are empty for someone with no connections, and refuse a bad page', async () => {
    const loner = await person('lucas');
    expect(await suggestions(loner)).toEqual({ items: [], hasMore: false });
    const bad = await t
      .asUser(loner)
      .get(`/api/connections/suggestions?pageSize=${CONNECTION_LIMITS.suggestionsPageMax + 1}`);
    expect(bad.statusCode).toBe(400);
  });
});

describe('connection requests', () => {
  it('reach the receiver, who accepts: the two are connected and the sender learns the name', async () => {
    const [ana, beto] = await Promise.all([person('ana'), person('beto')]);
    const sent = await request(ana, beto);
    expect(sent).toMatchObject({ status: 'pending', person: { id: beto.id, name: 'Beto Teste' } });
    const waiting = await incoming(beto);
    expect(waiting.items.map((r) => [r.id, r.person.id, r.status])).toEqual([[sent.id, ana.id, 'pending']]);
    expect((await incoming(ana)).items).toEqual([]);

    expect(await notified(beto)).toEqual([['Ana Teste quer se conectar com você.', '/dashboard/messages', false]]);

    const accepted = await t.asUser(beto).post(`/api/connections/requests/${sent.id}/accept`);
    expect([accepted.statusCode, accepted.json().status, accepted.json().person.id]).toEqual([200, 'accepted', ana.id]);
    // Answered, the receiver's notification is read; the sender hears of the acceptance.
    expect(await notified(beto)).toEqual([['Ana Teste quer se conectar com você.', '/dashboard/messages', true]]);
    expect(await notified(ana)).toEqual([['Beto Teste aceitou seu pedido de conexão.', '/dashboard/messages', false]]);
    expect((await incoming(beto)).items).toEqual([]);
    // Answered once only; and connected people do not ask again, either way round.
    const again = await t.asUser(beto).post(`/api/connections/requests/${sent.id}/decline`);
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { code: 'CONNECTION_REQUEST_NOT_PENDING', message: CONNECTION_MESSAGES.notPending },
    ]);
    for (const [from, to] of [
      [ana, beto],
      [beto, ana],
    ] as const) {
      const res = await t.asUser(from).post('/api/connections/requests', { userId: to.id });
      expect([res.statusCode, res.json().code]).toEqual([409, 'ALREADY_CONNECTED']);
    }
  });

  it('are refused to oneself, twice, to the unknown or deactivated, and between people already connected', async () => {
    const [ana, beto, caio, dora] = await Promise.all([person('ana'), person('beto'), person('caio'), person('dora')]);
    const self = await t.asUser(ana).post('/api/connections/requests', { userId: ana.id });
    expect([self.statusCode, self.json()]).toEqual([
      400,
      { code: 'SELF_CONNECTION', message: CONNECTION_MESSAGES.selfRequest },
    ]);
    const unknown = await t
      .asUser(ana)
      .post('/api/connections/requests', { userId: '00000000-0000-4000-8000-000000000000' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'NOT_FOUND']);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, dora.id));
    const inactive = await t.asUser(ana).post('/api/connections/requests', { userId: dora.id });
    expect(inactive.statusCode).toBe(404);

    // Twice, even at once: one request; the other side's own request points to accepting it.
    const both = await Promise.all(
      [0, 1, 2].map(() => t.asUser(ana).post('/api/connections/requests', { userId: beto.id })),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const twice = await t.asUser(ana).post('/api/connections/requests', { userId: beto.id });
    expect([twice.statusCode, twice.json()]).toEqual([
      409,
      { code: 'CONNECTION_REQUEST_EXISTS', message: CONNECTION_MESSAGES.alreadySent },
    ]);
    const back = await t.asUser(beto).post('/api/connections/requests', { userId: ana.id });
    expect([back.statusCode, back.json().message]).toEqual([409, CONNECTION_MESSAGES.alreadyReceived]);

    // A contract connects people without any request.
    await createContract(t, { client: ana, freelancer: caio });
    const hired = await t.asUser(caio).post('/api/connections/requests', { userId: ana.id });
    expect([hired.statusCode, hired.json().code]).toEqual([409, 'ALREADY_CONNECTED']);
  });

  it('declined, stay sent for the sender, who cannot ask again; the one who declined may ask later', async () => {
    const [ana, beto] = await Promise.all([person('ana'), person('beto')]);
    const sent = await request(ana, beto);
    const declined = await t.asUser(beto).post(`/api/connections/requests/${sent.id}/decline`);
    expect([declined.statusCode, declined.json().status]).toEqual([200, 'declined']);
    // The sender is not told.
    expect(await notified(ana)).toEqual([]);
    expect((await incoming(beto)).items).toEqual([]);
    const again = await t.asUser(ana).post('/api/connections/requests', { userId: beto.id });
    expect([again.statusCode, again.json().message]).toEqual([409, CONNECTION_MESSAGES.alreadySent]);

    const changedMind = await request(beto, ana);
    expect(changedMind).toMatchObject({ id: sent.id, status: 'pending', person: { id: ana.id } });
    expect((await incoming(ana)).items.map((r) => r.person.id)).toEqual([beto.id]);
    const accepted = await t.asUser(ana).post(`/api/connections/requests/${sent.id}/accept`);
    expect(accepted.statusCode).toBe(200);
  });

  it('are answered by their receiver only: 404 to strangers, 403 to the sender', async () => {
    const [ana, beto, stranger] = await Promise.all([person('ana'), person('beto'), person('zeca')]);
    const sent = await request(ana, beto);
    for (const action of ['accept', 'decline']) {
      const byStranger = await t.asUser(stranger).post(`/api/connections/requests/${sent.id}/${action}`);
      expect([byStranger.statusCode, byStranger.json().code]).toEqual([404, 'NOT_FOUND']);
      const bySender = await t.asUser(ana).post(`/api/connections/requests/${sent.id}/${action}`);
      expect([bySender.statusCode, bySender.json()]).toEqual([
        403,
        { code: 'FORBIDDEN', message: CONNECTION_MESSAGES.notReceiver },
      ]);
    }
    const missing = await t.asUser(beto).post('/api/connections/requests/00000000-0000-4000-8000-000000000000/accept');
    expect(missing.statusCode).toBe(404);
    const malformed = await t.asUser(beto).post('/api/connections/requests/nope/accept');
    expect([malformed.statusCode, malformed.json().code]).toEqual([400, 'INVALID_ID']);
    expect((await incoming(beto)).items.map((r) => r.status)).toEqual(['pending']);
  });

  it('are limited per hour, refused ones counting too', async () => {
    const [sender, target, later] = await Promise.all([person('sara'), person('tiago'), person('ursula')]);
    await request(sender, target);
    // Asking again and again (409 each time) uses up the hour's requests as well.
    for (let i = 1; i < CONNECTION_LIMITS.requestsPerHour; i++) {
      const again = await t.asUser(sender).post('/api/connections/requests', { userId: target.id });
      expect(again.statusCode).toBe(409);
    }
    const over = await t.asUser(sender).post('/api/connections/requests', { userId: later.id });
    expect([over.statusCode, over.json()]).toEqual([
      429,
      { code: 'TOO_MANY_REQUESTS', message: CONNECTION_MESSAGES.tooMany },
    ]);
    t.clock.advance(60 * 60_000);
    expect((await t.asUser(sender).post('/api/connections/requests', { userId: later.id })).statusCode).toBe(201);
  });

  it('list incoming ones newest first, with connections in common, paged', async () => {
    const [me, x, y, common] = await Promise.all([person('maria'), person('xavier'), person('yara'), person('cida')]);
    await connect(me, common);
    await connect(common, y);
    await request(x, me);
    t.clock.advance(1000);
    await request(y, me);
    const page = (await t.asUser(me).get('/api/connections/requests?pageSize=1')).json() as TIncomingRequestsPage;
    expect([page.items.map((r) => [r.person.id, r.person.mutualConnections]), page.hasMore]).toEqual([
      [[y.id, 1]],
      true,
    ]);
    const next = (
      await t.asUser(me).get('/api/connections/requests?page=2&pageSize=1')
    ).json() as TIncomingRequestsPage;
    expect([next.items.map((r) => [r.person.id, r.person.mutualConnections]), next.hasMore]).toEqual([
      [[x.id, 0]],
      false,
    ]);
  });
});
