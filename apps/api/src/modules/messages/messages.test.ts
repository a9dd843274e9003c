import { DASHBOARD_CATEGORY_NAMES } from '@labora/shared/catalog';
import {
  MESSAGE_LIMITS,
  MESSAGE_MESSAGES,
  type TConversationSummary,
  type TMessage,
  type TMessageHistory,
} from '@labora/shared/messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { conversations } from '../../db/schema/messages.js';
import { users } from '../../db/schema/users.js';
import { connectPeople, createContract, createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { postSystemMessage } from './service.js';

let t: TestApp;
let ana: TestUser;
let bruno: TestUser;
let carla: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [ana, bruno, carla] = await Promise.all([
    createUser(t, { first_name: 'ana', last_name: 'souza' }),
    createUser(t, { first_name: 'bruno', last_name: 'araújo' }),
    createUser(t, { first_name: 'carla', last_name: 'mendes' }),
  ]);
});
afterAll(() => t.close());

async function direct(me: TestUser, other: TestUser): Promise<TConversationSummary> {
  const res = await t.asUser(me).post('/api/conversations/direct', { userId: other.id });
  if (res.statusCode !== 200) throw new Error(`direct failed: ${res.body}`);
  return res.json();
}
async function group(owner: TestUser, members: TestUser[], name = 'Equipe do site'): Promise<TConversationSummary> {
  for (const member of members) if (member.id !== owner.id) await connectPeople(t, owner, member);
  const res = await t.asUser(owner).post('/api/conversations/groups', { name, memberIds: members.map((m) => m.id) });
  if (res.statusCode !== 201) throw new Error(`group failed: ${res.body}`);
  return res.json();
}
async function send(me: TestUser, conversationId: string, text: string): Promise<TMessage> {
  const res = await t.asUser(me).post(`/api/conversations/${conversationId}/messages`, { text });
  if (res.statusCode !== 201) throw new Error(`send failed: ${res.body}`);
  return res.json();
}
const history = async (me: TestUser, id: string, query = ''): Promise<TMessageHistory> =>
  (await t.asUser(me).get(`/api/conversations/${id}/messages${query}`)).json();
const summary = async (me: TestUser, id: string): Promise<TConversationSummary> =>
  (await t.asUser(me).get(`/api/conversations/${id}`)).json();

describe('direct conversations', () => {
  it('are one per pair of people, whoever opens it and however many open it at once', async () => {
    const [x, y] = await Promise.all([createUser(t), createUser(t)]);
    const opened = await Promise.all([
      direct(x, y),
      direct(y, x),
      direct(x, y),
      direct(y, x),
      direct(x, y),
      direct(y, x),
    ]);
    expect(new Set(opened.map((c) => c.id)).size).toBe(1);
    const key = x.id < y.id ? `${x.id}:${y.id}` : `${y.id}:${x.id}`;
    const rows = await t.database.db.select().from(conversations).where(eq(conversations.directKey, key));
    expect(rows).toHaveLength(1);
    // Each side sees the other's name and both members.
    expect(opened[0]?.kind).toBe('direct');
    expect((await summary(x, rows[0]?.id ?? '')).name).toBe(`${y.user.first_name} ${y.user.last_name}`);
    expect((await summary(x, rows[0]?.id ?? '')).members.map((m) => m.id).sort()).toEqual([x.id, y.id].sort());
  });

  it('are not with oneself, nor with someone unknown or deactivated', async () => {
    const self = await t.asUser(ana).post('/api/conversations/direct', { userId: ana.id });
    expect([self.statusCode, self.json()]).toEqual([
      400,
      { code: 'BAD_REQUEST', message: MESSAGE_MESSAGES.selfConversation },
    ]);
    const unknown = await t
      .asUser(ana)
      .post('/api/conversations/direct', { userId: '00000000-0000-4000-8000-000000000000' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, MESSAGE_MESSAGES.personNotFound]);
    const gone = await createUser(t);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, gone.id));
    expect((await t.asUser(ana).post('/api/conversations/direct', { userId: gone.id })).statusCode).toBe(404);
  });

  it('are for their two people only: anyone else gets 403 on read, write and mark read; an unknown id 404', async () => {
    const c = await direct(ana, bruno);
    const m = await send(ana, c.id, 'Oi, Bruno!');
    const outsider = t.asUser(carla);
    for (const res of [
      await outsider.get(`/api/conversations/${c.id}`),
      await outsider.get(`/api/conversations/${c.id}/messages`),
      await outsider.post(`/api/conversations/${c.id}/messages`, { text: 'Posso entrar?' }),
      await outsider.post(`/api/conversations/${c.id}/read`, { messageId: m.id }),
    ]) {
      expect([res.statusCode, res.json()]).toEqual([403, { code: 'FORBIDDEN', message: MESSAGE_MESSAGES.notMember }]);
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await outsider.get(`/api/conversations/${unknown}/messages`)).statusCode).toBe(404);
    expect((await outsider.get('/api/conversations/nao-e-um-id')).json().code).toBe('INVALID_ID');
    expect((await t.asUser(null).get(`/api/conversations/${c.id}`)).statusCode).toBe(401);
    expect((await history(bruno, c.id)).messages.map((x) => x.text)).toEqual(['Oi, Bruno!']);
  });
});

describe('sending', () => {
  it('refuses blank and oversize text and stores what was typed, trimmed, as text', async () => {
    const c = await direct(ana, carla);
    for (const text of ['', '   ', '\n\t ']) {
      const res = await t.asUser(ana).post(`/api/conversations/${c.id}/messages`, { text });
      expect([res.statusCode, res.json()]).toEqual([400, { code: 'BAD_REQUEST', message: MESSAGE_MESSAGES.textBlank }]);
    }
    const long = await t
      .asUser(ana)
      .post(`/api/conversations/${c.id}/messages`, { text: 'a'.repeat(MESSAGE_LIMITS.textMaxLength + 1) });
    expect([long.statusCode, long.json().message]).toEqual([400, MESSAGE_MESSAGES.textTooLong]);
    expect((await history(ana, c.id)).messages).toEqual([]);

    const html = '<b>oi</b> <script>alert(1)</script>';
    const sent = await send(ana, c.id, `  ${html}\n`);
    expect(sent).toMatchObject({ text: html, kind: 'user', senderId: ana.id, senderName: 'Ana Souza' });
    expect((await send(ana, c.id, 'a'.repeat(MESSAGE_LIMITS.textMaxLength))).text).toHaveLength(5000);
  });

  it('is limited per person per minute', async () => {
    const [x, y] = await Promise.all([createUser(t), createUser(t)]);
    const c = await direct(x, y);
    for (let i = 0; i < MESSAGE_LIMITS.perUserPerMinute; i++) await send(x, c.id, `mensagem ${i}`);
    const over = await t.asUser(x).post(`/api/conversations/${c.id}/messages`, { text: 'mais uma' });
    expect([over.statusCode, over.json()]).toEqual([
      429,
      { code: 'TOO_MANY_REQUESTS', message: MESSAGE_MESSAGES.tooMany },
    ]);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // The other side is not limited by x's messages; a minute later x may write again.
    await send(y, c.id, 'calma!');
    t.clock.advance(60_000);
    await send(x, c.id, 'voltei');
  });
});

describe('history and catch-up', () => {
  it('pages newest first with `before` and catches up oldest first with `after`', async () => {
    const c = await direct(bruno, carla);
    const sent: TMessage[] = [];
    for (let i = 1; i <= 7; i++) sent.push(await send(i % 2 ? bruno : carla, c.id, `m${i}`));
    const ids = sent.map((m) => m.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);

    const newest = await history(carla, c.id, '?limit=3');
    expect([newest.messages.map((m) => m.text), newest.hasMore]).toEqual([['m7', 'm6', 'm5'], true]);
    const older = await history(carla, c.id, `?limit=3&before=${newest.messages.at(-1)?.id}`);
    expect([older.messages.map((m) => m.text), older.hasMore]).toEqual([['m4', 'm3', 'm2'], true]);
    const oldest = await history(carla, c.id, `?limit=3&before=${older.messages.at(-1)?.id}`);
    expect([oldest.messages.map((m) => m.text), oldest.hasMore]).toEqual([['m1'], false]);

    // A client that saw up to m3 asks for what came after it.
    const caughtUp = await history(carla, c.id, `?after=${ids[2]}`);
    expect([caughtUp.messages.map((m) => m.text), caughtUp.hasMore]).toEqual([['m4', 'm5', 'm6', 'm7'], false]);
    const paged = await history(carla, c.id, `?after=${ids[2]}&limit=2`);
    expect([paged.messages.map((m) => m.text), paged.hasMore]).toEqual([['m4', 'm5'], true]);
    expect((await history(carla, c.id, `?after=${ids[6]}`)).messages).toEqual([]);

    expect((await t.asUser(carla).get(`/api/conversations/${c.id}/messages?before=5&after=2`)).statusCode).toBe(400);
    expect((await t.asUser(carla).get(`/api/conversations/${c.id}/messages?limit=51`)).statusCode).toBe(400);
  });
});

describe('unread counts', () => {
  it("count the others' messages after my last-read id, which only moves forward", async () => {
    const [x, y] = await Promise.all([createUser(t), createUser(t)]);
    const c = await direct(x, y);
    const first = await send(x, c.id, 'um');
    await send(x, c.id, 'dois');
    const third = await send(x, c.id, 'três');
    // My own messages are never unread to me.
    expect((await summary(x, c.id)).unreadCount).toBe(0);
    expect((await summary(y, c.id)).unreadCount).toBe(3);

    const read = await t.asUser(y).post(`/api/conversations/${c.id}/read`, { messageId: third.id });
    expect(read.json()).toEqual({ lastReadMessageId: third.id, unreadCount: 0 });
    // Going back is ignored: last-read stays where it was.
    const back = await t.asUser(y).post(`/api/conversations/${c.id}/read`, { messageId: first.id });
    expect(back.json()).toEqual({ lastReadMessageId: third.id, unreadCount: 0 });
    await send(x, c.id, 'quatro');
    expect((await summary(y, c.id)).unreadCount).toBe(1);
    // Replying counts as having read what came before.
    await send(y, c.id, 'oi');
    expect((await summary(y, c.id)).unreadCount).toBe(0);
    // A message of another conversation cannot move this one's last-read.
    const other = await direct(x, ana);
    const elsewhere = await send(ana, other.id, 'outra conversa');
    const wrong = await t.asUser(x).post(`/api/conversations/${c.id}/read`, { messageId: elsewhere.id });
    expect([wrong.statusCode, wrong.json().message]).toEqual([404, MESSAGE_MESSAGES.messageNotFound]);
  });

  it(`stop at ${MESSAGE_LIMITS.unreadCap}`, async () => {
    const [x, y] = await Promise.all([createUser(t), createUser(t)]);
    const c = await direct(x, y);
    await queryRows(
      t.database.db,
      sql`insert into messages (conversation_id, sender_id, text) select ${c.id}, ${x.id}, 'oi' from generate_series(1, 120)`,
    );
    expect((await summary(y, c.id)).unreadCount).toBe(MESSAGE_LIMITS.unreadCap);
  });
});

describe('groups', () => {
  it('are made by an owner who alone adds and removes members', async () => {
    const [owner, member, newcomer] = await Promise.all([createUser(t), createUser(t), createUser(t)]);
    const g = await group(owner, [member, member, owner], 'Projeto Padaria');
    expect(g).toMatchObject({ kind: 'group', name: 'Projeto Padaria', myRole: 'owner' });
    expect(g.members.map((m) => m.id)).toHaveLength(2);
    expect((await summary(member, g.id)).myRole).toBe('member');

    // Not the owner: refused.
    const byMember = await t.asUser(member).post(`/api/conversations/${g.id}/members`, { userId: newcomer.id });
    expect([byMember.statusCode, byMember.json().message]).toEqual([403, MESSAGE_MESSAGES.notGroupOwner]);
    expect((await t.asUser(newcomer).get(`/api/conversations/${g.id}/messages`)).statusCode).toBe(403);

    await connectPeople(t, owner, newcomer);
    const added = await t.asUser(owner).post(`/api/conversations/${g.id}/members`, { userId: newcomer.id });
    expect([added.statusCode, added.json().members.length]).toEqual([200, 3]);
    await send(newcomer, g.id, 'Cheguei!');
    expect((await summary(member, g.id)).unreadCount).toBe(1);

    const removeByMember = await t.asUser(member).delete(`/api/conversations/${g.id}/members/${newcomer.id}`);
    expect(removeByMember.statusCode).toBe(403);
    const removed = await t.asUser(owner).delete(`/api/conversations/${g.id}/members/${newcomer.id}`);
    expect([removed.statusCode, removed.json().members.length]).toEqual([200, 2]);
    expect((await t.asUser(newcomer).post(`/api/conversations/${g.id}/messages`, { text: 'oi' })).statusCode).toBe(403);
    const self = await t.asUser(owner).delete(`/api/conversations/${g.id}/members/${owner.id}`);
    expect([self.statusCode, self.json().message]).toEqual([400, MESSAGE_MESSAGES.ownerStays]);

    // A direct conversation has no members to add.
    const d = await direct(owner, member);
    const notGroup = await t.asUser(owner).post(`/api/conversations/${d.id}/members`, { userId: newcomer.id });
    expect([notGroup.statusCode, notGroup.json().message]).toEqual([400, MESSAGE_MESSAGES.notAGroup]);
  });

  it('take only people the adder is connected to; adding someone again rings no bell again', async () => {
    const [stranger, target, friend, helper] = await Promise.all([
      createUser(t),
      createUser(t),
      createUser(t),
      createUser(t),
    ]);
    const bell = async (who: TestUser) => (await t.asUser(who).get('/api/notifications/unread-count')).json().count;
    const before = await bell(target);
    // A stranger can neither start a group with them nor add them to one.
    const created = await t
      .asUser(stranger)
      .post('/api/conversations/groups', { name: 'Spam', memberIds: [target.id] });
    expect([created.statusCode, created.json().message]).toEqual([403, MESSAGE_MESSAGES.notConnected]);
    const own = await group(stranger, [helper], 'Spam');
    for (let i = 0; i < 3; i++) {
      const added = await t.asUser(stranger).post(`/api/conversations/${own.id}/members`, { userId: target.id });
      expect([added.statusCode, added.json().message]).toEqual([403, MESSAGE_MESSAGES.notConnected]);
    }
    expect(await bell(target)).toBe(before);
    expect((await t.asUser(target).get('/api/conversations?kind=group')).json()).toEqual([]);

    // Connected: added once, told once, however many times it is asked.
    const g = await group(friend, [helper], 'Amigos');
    await connectPeople(t, friend, target);
    for (let i = 0; i < 3; i++) {
      expect(
        (await t.asUser(friend).post(`/api/conversations/${g.id}/members`, { userId: target.id })).statusCode,
      ).toBe(200);
    }
    expect(await bell(target)).toBe(before + 1);
  });

  it("can be left with 'Sair do grupo': the others see a line; an owner's group passes to the earliest member", async () => {
    const [owner, first, second] = await Promise.all([
      createUser(t, { first_name: 'olga', last_name: 'dias' }),
      createUser(t, { first_name: 'pedro', last_name: 'reis' }),
      createUser(t, { first_name: 'rita', last_name: 'luz' }),
    ]);
    const g = await group(owner, [first], 'Mutirão');
    t.clock.advance(1000);
    await connectPeople(t, owner, second);
    await t.asUser(owner).post(`/api/conversations/${g.id}/members`, { userId: second.id });
    const leave = (who: TestUser, id = g.id) => t.asUser(who).post(`/api/conversations/${id}/leave`);

    // A member leaves: out of it, and the others read why.
    const left = await leave(second);
    expect([left.statusCode, left.json().message]).toEqual([200, MESSAGE_MESSAGES.leftGroupDone]);
    expect((await t.asUser(second).get(`/api/conversations/${g.id}/messages`)).statusCode).toBe(403);
    expect((await t.asUser(second).get('/api/conversations?kind=group')).json()).toEqual([]);
    expect((await leave(second)).statusCode).toBe(403);
    const afterMember = await summary(owner, g.id);
    expect(afterMember.members.map((m) => m.id).sort()).toEqual([owner.id, first.id].sort());
    expect(afterMember.lastMessage?.text).toBe('Rita Luz saiu do grupo.');
    expect((await history(first, g.id)).messages[0]).toMatchObject({
      kind: 'system',
      senderId: null,
      text: 'Rita Luz saiu do grupo.',
    });

    // The owner leaves: the earliest member now owns it and adds and removes people.
    await leave(owner);
    const afterOwner = await summary(first, g.id);
    expect(afterOwner).toMatchObject({ myRole: 'owner', members: [{ id: first.id }] });
    expect(afterOwner.lastMessage?.text).toBe('Olga Dias saiu do grupo. Pedro Reis agora administra o grupo.');
    await connectPeople(t, first, second);
    expect((await t.asUser(first).post(`/api/conversations/${g.id}/members`, { userId: second.id })).statusCode).toBe(
      200,
    );
    // The last ones out: the group is gone.
    await leave(second);
    await leave(first);
    expect((await t.asUser(first).get(`/api/conversations/${g.id}`)).statusCode).toBe(404);

    // Only groups are left this way.
    const d = await direct(owner, first);
    const notGroup = await leave(owner, d.id);
    expect([notGroup.statusCode, notGroup.json().message]).toEqual([400, MESSAGE_MESSAGES.notAGroup]);
  });

  it('need a name and existing people', async () => {
    const blank = await t.asUser(ana).post('/api/conversations/groups', { name: '  ', memberIds: [] });
    expect([blank.statusCode, blank.json().message]).toEqual([400, MESSAGE_MESSAGES.groupNameBlank]);
    const unknown = await t
      .asUser(ana)
      .post('/api/conversations/groups', { name: 'X', memberIds: ['00000000-0000-4000-8000-000000000000'] });
    expect(unknown.statusCode).toBe(404);
  });

  it('need at least one other person: none, or only the creator, is refused in Portuguese', async () => {
    const before = (await t.asUser(ana).get('/api/conversations?kind=group')).json() as TConversationSummary[];
    for (const memberIds of [[], [ana.id], [ana.id, ana.id]]) {
      const res = await t.asUser(ana).post('/api/conversations/groups', { name: 'Sozinha', memberIds });
      expect([res.statusCode, res.json().message]).toEqual([400, 'Adicione ao menos uma pessoa ao grupo.']);
    }
    const missing = await t.asUser(ana).post('/api/conversations/groups', { name: 'Sozinha' });
    expect([missing.statusCode, missing.json().message]).toEqual([400, 'Adicione ao menos uma pessoa ao grupo.']);
    const after = (await t.asUser(ana).get('/api/conversations?kind=group')).json() as TConversationSummary[];
    expect(after).toHaveLength(before.length);
  });
});

describe('public channels', () => {
  it('are the dashboard categories, readable and writable by anyone signed in', async () => {
    const list = (await t.asUser(carla).get('/api/conversations?kind=public')).json() as TConversationSummary[];
    expect(list.map((c) => c.name)).toEqual(DASHBOARD_CATEGORY_NAMES.slice(0, 30));
    const design = list[0] as TConversationSummary;
    expect(design).toMatchObject({ kind: 'public', myRole: null, unreadCount: 0, members: [] });

    const [x, y] = await Promise.all([createUser(t), createUser(t)]);
    const sent = await send(x, design.id, 'Alguém usa Figma?');
    expect((await history(y, design.id)).messages.map((m) => m.id)).toContain(sent.id);
    // Reading joins: from then on, what comes later is unread.
    await t.asUser(y).post(`/api/conversations/${design.id}/read`, { messageId: sent.id });
    await send(x, design.id, 'Eu uso!');
    expect((await summary(y, design.id)).unreadCount).toBe(1);
    expect((await t.asUser(null).get(`/api/conversations/${design.id}/messages`)).statusCode).toBe(401);
    // No members to add to a public channel.
    expect((await t.asUser(x).post(`/api/conversations/${design.id}/members`, { userId: y.id })).statusCode).toBe(400);
  });

  it('are found by name, accents ignored', async () => {
    const found = (await t.asUser(ana).get('/api/conversations?kind=public&search=VIDEO')).json();
    expect(found.map((c: TConversationSummary) => c.name)).toEqual(['Vídeo & Animação']);
  });
});

describe('the list of my conversations', () => {
  it('holds mine of one kind, most recent first, and searches participants and names without accents', async () => {
    const me = await createUser(t, { first_name: 'joão', last_name: 'pereira' });
    const [helena, otavio] = await Promise.all([
      createUser(t, { first_name: 'helena', last_name: 'conceição' }),
      createUser(t, { first_name: 'otávio', last_name: 'lima' }),
    ]);
    const withHelena = await direct(me, helena);
    const withOtavio = await direct(otavio, me);
    const g = await group(me, [otavio], 'Ação de Natal');
    await send(helena, withHelena.id, 'Olá!');
    t.clock.advance(1000);
    await send(otavio, withOtavio.id, 'Tudo bem?');

    const mine = (await t.asUser(me).get('/api/conversations?kind=direct')).json() as TConversationSummary[];
    expect(mine.map((c) => [c.name, c.lastMessage?.text, c.unreadCount])).toEqual([
      ['Otávio Lima', 'Tudo bem?', 1],
      ['Helena Conceição', 'Olá!', 1],
    ]);
    const search = async (kind: string, q: string) =>
      (
        (
          await t.asUser(me).get(`/api/conversations?kind=${kind}&search=${encodeURIComponent(q)}`)
        ).json() as TConversationSummary[]
      ).map((c) => c.name);
    expect(await search('direct', 'conceicao')).toEqual(['Helena Conceição']);
    expect(await search('direct', 'OTAVIO')).toEqual(['Otávio Lima']);
    // My own name matches nothing more than the others' names do.
    expect(await search('direct', 'joão')).toEqual([]);
    expect(await search('group', 'acao')).toEqual(['Ação de Natal']);
    expect(await search('group', 'otávio')).toEqual(['Ação de Natal']);
    expect(await search('group', '100%_')).toEqual([]);
    // Someone else's list does not hold them.
    const carlaGroups = (await t.asUser(carla).get('/api/conversations?kind=group')).json() as TConversationSummary[];
    expect(carlaGroups.map((c) => c.id)).not.toContain(g.id);
  });
});

describe("a contract's conversation", () => {
  it("is made for its two sides by Labora's first system message, in the caller's transaction", async () => {
    const { contract, client, freelancer } = await createContract(t);
    const post = (text: string) =>
      t.app.deps.db.transaction((tx) =>
        postSystemMessage(tx, { contractId: contract.id, clientId: client.id, freelancerId: freelancer.id, text }),
      );
    const funded = await post('O cliente pagou o contrato: o valor está protegido pela Labora.');
    const delivered = await post('O freelancer enviou uma entrega.');
    expect(funded.conversationId).toBe(delivered.conversationId);
    expect(funded).toMatchObject({ kind: 'system', senderId: null, senderName: MESSAGE_MESSAGES.systemSender });

    const c = await summary(freelancer, funded.conversationId);
    expect(c).toMatchObject({ kind: 'direct', contractId: contract.id, unreadCount: 2 });
    expect(c.name).toBe(`${client.user.first_name} ${client.user.last_name}`);
    expect((await history(client, c.id)).messages.map((m) => m.text)).toEqual([delivered.text, funded.text]);
    expect((await t.asUser(carla).get(`/api/conversations/${c.id}`)).statusCode).toBe(403);

    // Rolled back with the event: nothing is left of it.
    await expect(
      t.app.deps.db.transaction(async (tx) => {
        await postSystemMessage(tx, {
          contractId: contract.id,
          clientId: client.id,
          freelancerId: freelancer.id,
          text: 'não deveria ficar',
        });
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect((await history(client, c.id)).messages).toHaveLength(2);
  });
});
