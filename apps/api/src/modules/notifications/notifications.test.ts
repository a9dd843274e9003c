import { formatBRL } from '@labora/shared/money';
import type { TNotification } from '@labora/shared/notifications';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications.js';
import type { Realtime } from '../../lib/realtime.js';
import {
  connectPeople,
  createContract,
  createJob,
  createProposal,
  createUser,
  moneyPost,
  TEST_CARD,
  type TestUser,
} from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { multipartBody } from '../../test/multipart.js';
import { settleDueWithdrawals } from '../wallet/service.js';
import { mentionedAmong } from './mentions.js';
import { notify, sendNotificationMails } from './service.js';

let t: TestApp;
/** Whose bells the event log rang ('notifications.changed' events), and who counts as online. */
let announced: string[] = [];
let online = new Set<string>();
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  t.app.events.addConsumer({
    name: 'test',
    async deliver(batch) {
      for (const event of batch) if (event.type === 'notifications.changed') announced.push(...event.audience);
    },
  });
  const realtime: Realtime = { onlineAmong: async (ids) => new Set(ids.filter((id) => online.has(id))) };
  t.app.deps.realtime = realtime;
  // Time moves a millisecond at every reading, so 'newest first' has an order to check.
  const read = t.clock.now.bind(t.clock);
  t.clock.now = () => {
    t.clock.advance(1);
    return read();
  };
});
afterAll(() => t.close());
beforeEach(() => {
  announced = [];
  online = new Set();
});

async function listOf(user: TestUser, query = ''): Promise<TNotification[]> {
  const res = await t.asUser(user).get(`/api/notifications${query}`);
  expect(res.statusCode).toBe(200);
  // formatBRL writes 'R$' and the amount with a no-break space.
  return res.json().items.map((n: TNotification) => ({ ...n, text: n.text.replaceAll('\u00a0', ' ') }));
}
/** Notifications created directly, in a transaction of the app's database (as services do). */
const notifyNow = (app: TestApp, at: Date, items: Parameters<typeof notify>[2]) =>
  app.app.deps.db.transaction((tx) => notify(tx, at, items));
const unread = async (user: TestUser) => (await t.asUser(user).get('/api/notifications/unread-count')).json().count;
const freelancer = () => createUser(t, { isFreelancer: true });

describe('events create notifications for the right person only', () => {
  it('a proposal on my job; my proposal accepted (mailed) or declined', async () => {
    const client = await createUser(t);
    const [ana, bruno, carla] = [await freelancer(), await freelancer(), await freelancer()];
    const job = await createJob(t, client, { title: 'Logo para padaria' });
    const first = await createProposal(t, ana, job);
    await createProposal(t, bruno, job);
    const third = await createProposal(t, carla, job);
    const clientList = await listOf(client);
    expect(clientList).toHaveLength(3);
    expect(clientList[0]).toMatchObject({
      type: 'proposal',
      link: `/my-jobs/${job.id}/proposals`,
      readAt: null,
      subjectId: third.id,
    });
    expect(clientList[0]?.text).toMatch(/enviou uma proposta para "Logo para padaria"\.$/);
    expect(announced).toContain(client.id);
    expect(await listOf(ana)).toEqual([]);

    expect((await t.asUser(client).post(`/api/proposals/${third.id}/reject`)).statusCode).toBe(200);
    expect((await listOf(carla))[0]?.text).toBe('Sua proposta para "Logo para padaria" não foi aceita.');

    const accepted = await t.asUser(client).post(`/api/proposals/${first.id}/accept`);
    const { contractId } = accepted.json();
    expect(await listOf(ana)).toMatchObject([
      {
        type: 'proposal',
        text: `Sua proposta para "Logo para padaria" foi aceita. O contrato foi criado e começa quando o cliente pagar o valor, que fica guardado pela Labora.`,
        link: `/contracts/${contractId}`,
      },
    ]);
    // The other pending proposal was declined by the acceptance.
    expect((await listOf(bruno)).map((n) => n.text)).toEqual(['Sua proposta para "Logo para padaria" não foi aceita.']);
    expect(await unread(client)).toBe(3);
  });

  it('contract changes and money: funded, started, delivered, changes requested, released, concluded, cancelled', async () => {
    const { contract, client, freelancer: worker } = await createContract(t, { status: 'em_andamento' });
    const texts = async (user: TestUser) => (await listOf(user)).map((n) => n.text);
    expect(await texts(worker)).toEqual(
      expect.arrayContaining([`O pagamento de "${contract.title}" está garantido na Labora. Você já pode começar.`]),
    );
    expect(await texts(client)).toContain(`O trabalho de "${contract.title}" começou.`);

    const upload = multipartBody({ delivery: JSON.stringify({ message: 'Segue a entrega.' }) }, []);
    const delivered = await t
      .asUser(worker)
      .post(`/api/contracts/${contract.id}/deliveries`, upload.payload, { headers: upload.headers });
    expect(delivered.statusCode).toBe(201);
    expect((await listOf(client))[0]?.text).toMatch(/ entregou o trabalho de ".+"\. Na página do contrato/);
    const deliveryId = delivered.json().deliveries[0].id;
    const changes = await t
      .asUser(client)
      .post(`/api/contracts/${contract.id}/deliveries/${deliveryId}/changes`, { message: 'Ajuste a cor.' });
    expect(changes.statusCode).toBe(200);
    expect((await listOf(worker))[0]?.text).toBe(`O cliente pediu alterações na entrega de "${contract.title}".`);

    const released = await moneyPost(t, client, `/api/contracts/${contract.id}/release`, {});
    expect(released.statusCode).toBe(200);
    const net = released.json().releasedCents - released.json().feeCents;
    const workerList = await listOf(worker);
    expect(workerList.map((n) => n.type)).toEqual(expect.arrayContaining(['payment', 'contract']));
    const payment = workerList.find((n) => n.type === 'payment');
    expect(payment?.text).toContain(`por "${contract.title}"`);
    expect(payment?.text).toContain(formatBRL(net).replaceAll('\u00a0', ' '));
    expect(workerList.map((n) => n.text)).toContain(`O contrato "${contract.title}" foi concluído.`);
    expect(announced).toEqual(expect.arrayContaining([client.id, worker.id]));
    // The client acted: no 'concluded' for them.
    expect(await texts(client)).not.toContain(`O contrato "${contract.title}" foi concluído.`);

    // Cancelled by the client after paying: the freelancer is told, the client hears of the refund.
    const other = await createContract(t);
    await moneyPost(t, other.client, `/api/contracts/${other.contract.id}/payment`, {
      method: 'card',
      cardNumber: TEST_CARD,
    });
    const cancelled = await moneyPost(t, other.client, `/api/contracts/${other.contract.id}/actions`, {
      action: 'cancel',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await texts(other.freelancer)).toContain(`O contrato "${other.contract.title}" foi cancelado.`);
    const clientTexts = await texts(other.client);
    expect(clientTexts).not.toContain(`O contrato "${other.contract.title}" foi cancelado.`);
    expect(clientTexts.some((text) => text.startsWith('Reembolso do contrato') && text.includes('voltaram'))).toBe(
      true,
    );
  });

  it('a review received; an invitation to a job', async () => {
    const { contract, client, freelancer: worker } = await createContract(t, { status: 'concluido' });
    const reviewed = await t
      .asUser(client)
      .post(`/api/contracts/${contract.id}/reviews`, { rating: 5, comment: 'Ótimo' });
    expect(reviewed.statusCode).toBe(201);
    const review = (await listOf(worker)).find((n) => n.type === 'review');
    expect(review).toMatchObject({ type: 'review', link: `/contracts/${contract.id}` });
    expect(review?.text).toContain(`avaliou você em "${contract.title}"`);

    const job = await createJob(t, client, { title: 'Site institucional' });
    const invitee = await freelancer();
    expect(
      (await t.asUser(client).post(`/api/jobs/${job.id}/invitations`, { freelancerId: invitee.id })).statusCode,
    ).toBe(201);
    expect(await listOf(invitee)).toMatchObject([
      {
        type: 'invitation',
        link: `/job/${job.id}`,
        text: expect.stringContaining('convidou você para o trabalho "Site institucional"'),
      },
    ]);
  });

  it('a withdrawal settled (mailed) or failed', async () => {
    const user = await createUser(t);
    await moneyPost(t, user, '/api/wallet/deposits', { amountCents: 300_000, method: 'card', cardNumber: TEST_CARD });
    const pix = (amountCents: number, pixKey: string) => ({
      amountCents,
      method: 'pix',
      accountInfo: { method: 'pix', pixKey },
    });
    expect((await moneyPost(t, user, '/api/wallet/withdrawals', pix(100_000, 'ana@example.com'))).statusCode).toBe(201);
    expect((await moneyPost(t, user, '/api/wallet/withdrawals', pix(20_000, 'ana+falha@example.com'))).statusCode).toBe(
      201,
    );
    await settleDueWithdrawals(t.app.deps, t.clock.now());
    const texts = (await listOf(user)).map((n) => n.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Seu saque de R$ 1.000,00 foi concluído.',
        'Seu saque de R$ 200,00 não foi concluído; o valor voltou para a sua carteira.',
      ]),
    );
    expect(announced).toContain(user.id);
  });

  it('group additions and @mentions reach members only; the Messages panel lists just those', async () => {
    const owner = await createUser(t, { first_name: 'Olga', last_name: 'Dias' });
    const ana = await createUser(t, { first_name: 'Ana', last_name: 'Souza' });
    const bia = await createUser(t, { first_name: 'Bia', last_name: 'Lima' });
    const outsider = await createUser(t, { first_name: 'Ana', last_name: 'Costa' });
    await connectPeople(t, owner, ana);
    await connectPeople(t, owner, bia);
    const group = await t.asUser(owner).post('/api/conversations/groups', { name: 'Equipe', memberIds: [ana.id] });
    const id = group.json().id;
    expect(await listOf(ana, '?filter=messages')).toMatchObject([
      { type: 'group', text: 'Olga Dias adicionou você ao grupo "Equipe".', link: `/dashboard/messages/${id}` },
    ]);
    await t.asUser(owner).post(`/api/conversations/${id}/members`, { userId: bia.id });
    await t.asUser(owner).post(`/api/conversations/${id}/members`, { userId: bia.id }); // again: nothing new
    expect((await listOf(bia)).filter((n) => n.type === 'group')).toHaveLength(1);

    online = new Set([ana.id, bia.id]);
    await t.asUser(owner).post(`/api/conversations/${id}/messages`, { text: 'Oi @ana souza, veja isto (cc @Bianca)' });
    expect((await listOf(ana, '?filter=messages'))[0]).toMatchObject({
      type: 'mention',
      text: 'Olga Dias mencionou você em "Equipe".',
    });
    expect((await listOf(bia)).map((n) => n.type)).toEqual(['group']);
    expect(await listOf(outsider)).toEqual([]);
  });

  it('a message while I am offline: one unread notification per conversation, read with the conversation', async () => {
    const ana = await createUser(t, { first_name: 'Ana', last_name: 'Souza' });
    const bruno = await createUser(t);
    const direct = await t.asUser(ana).post('/api/conversations/direct', { userId: bruno.id });
    const id = direct.json().id;
    online = new Set([]);
    for (const text of ['Oi', 'Tudo bem?', 'Podemos falar?']) {
      expect((await t.asUser(ana).post(`/api/conversations/${id}/messages`, { text })).statusCode).toBe(201);
    }
    const list = await listOf(bruno);
    expect(list).toMatchObject([
      { type: 'message', text: '3 novas mensagens de Ana Souza.', link: `/dashboard/messages/${id}`, readAt: null },
    ]);
    expect(await listOf(bruno, '?filter=messages')).toEqual([]);
    expect(await listOf(ana)).toEqual([]);
    // Online: no notification (the screen shows the message).
    online = new Set([bruno.id]);
    await t.asUser(ana).post(`/api/conversations/${id}/messages`, { text: 'Estou aqui' });
    expect((await listOf(bruno))[0]?.text).toBe('3 novas mensagens de Ana Souza.');

    const history = await t.asUser(bruno).get(`/api/conversations/${id}/messages?limit=10`);
    const newest = history.json().messages[0].id;
    await t.asUser(bruno).post(`/api/conversations/${id}/read`, { messageId: newest });
    expect(await unread(bruno)).toBe(0);
    // After reading, a new message starts a new notification.
    online = new Set();
    await t.asUser(ana).post(`/api/conversations/${id}/messages`, { text: 'Mais uma' });
    expect((await listOf(bruno)).map((n) => n.text)).toEqual([
      'Nova mensagem de Ana Souza.',
      '3 novas mensagens de Ana Souza.',
    ]);
  });
});

describe('reading', () => {
  it('marks one (the owner only: 404 for anyone else) or all; counts and pages newest first', async () => {
    const me = await createUser(t);
    const other = await createUser(t);
    const base = t.clock.now().getTime();
    for (let i = 0; i < 25; i++) {
      await notifyNow(t, new Date(base + i * 1000), [{ userId: me.id, type: 'system', text: `Aviso ${i}` }]);
    }
    expect(await unread(me)).toBe(25);
    const first = await t.asUser(me).get('/api/notifications?pageSize=10');
    expect(
      first
        .json()
        .items.map((n: TNotification) => n.text)
        .slice(0, 2),
    ).toEqual(['Aviso 24', 'Aviso 23']);
    expect(first.json().hasMore).toBe(true);
    const last = await t.asUser(me).get('/api/notifications?page=3&pageSize=10');
    expect([last.json().items.length, last.json().hasMore]).toEqual([5, false]);

    const target = first.json().items[0].id;
    const stranger = await t.asUser(other).post(`/api/notifications/${target}/read`);
    expect([stranger.statusCode, stranger.json().code]).toEqual([404, 'NOT_FOUND']);
    expect((await t.asUser(null).post(`/api/notifications/${target}/read`)).statusCode).toBe(401);
    const read = await t.asUser(me).post(`/api/notifications/${target}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json().readAt).not.toBeNull();
    expect(await unread(me)).toBe(24);
    expect(announced).toContain(me.id);

    await notifyNow(t, t.clock.now(), [{ userId: other.id, type: 'system', text: 'Seu' }]);
    const all = await t.asUser(me).post('/api/notifications/read-all');
    expect(all.json()).toEqual({ count: 24 });
    expect(await unread(me)).toBe(0);
    expect(await unread(other)).toBe(1);
    expect((await t.asUser(me).post('/api/notifications/not-a-uuid/read')).statusCode).toBe(400);
  });
});

describe('e-mail', () => {
  it('preferences: all on by default, switched one at a time, only the caller’s', async () => {
    const me = await createUser(t);
    const defaults = await t.asUser(me).get('/api/notifications/preferences');
    expect(defaults.json()).toEqual({
      proposalAccepted: true,
      paymentReceived: true,
      withdrawalSettled: true,
      unreadMessages: true,
    });
    const changed = await t.asUser(me).put('/api/notifications/preferences', { paymentReceived: false });
    expect(changed.json()).toMatchObject({ paymentReceived: false, unreadMessages: true });
    const again = await t.asUser(me).put('/api/notifications/preferences', { unreadMessages: false });
    expect(again.json()).toMatchObject({ paymentReceived: false, unreadMessages: false, proposalAccepted: true });
    expect((await t.asUser(await createUser(t)).get('/api/notifications/preferences')).json().paymentReceived).toBe(
      true,
    );
    expect((await t.asUser(me).put('/api/notifications/preferences', { other: true })).statusCode).toBe(400);
  });

  it('batches: a busy conversation and other news make one mail per person, sent once, after 15 minutes unread', async () => {
    const ana = await createUser(t, { first_name: 'Ana', last_name: 'Souza' });
    const bruno = await createUser(t);
    const id = (await t.asUser(ana).post('/api/conversations/direct', { userId: bruno.id })).json().id;
    for (let i = 0; i < 50; i++)
      await t.asUser(ana).post(`/api/conversations/${id}/messages`, { text: `Mensagem ${i}` });
    const mailsTo = () => t.mails.filter((mail) => mail.to === bruno.email);
    await sendNotificationMails(t.app.deps, t.clock.now());
    expect(mailsTo()).toHaveLength(0); // not yet 15 minutes

    await notifyNow(t, t.clock.now(), [
      {
        userId: bruno.id,
        type: 'payment',
        text: 'Você recebeu R$ 10,00 por "Logo".',
        link: '/withdraw',
        mail: 'paymentReceived',
      },
      { userId: bruno.id, type: 'system', text: 'Só no app.' },
    ]);
    const later = new Date(t.clock.now().getTime() + 16 * MINUTE);
    // Two runs at once (two processes): still one mail.
    await Promise.all([sendNotificationMails(t.app.deps, later), sendNotificationMails(t.app.deps, later)]);
    expect(mailsTo()).toHaveLength(1);
    const [mail] = mailsTo();
    expect(mail?.subject).toBe('Você tem 2 novidades na Labora');
    expect(mail?.text).toContain('50 novas mensagens de Ana Souza.');
    expect(mail?.text).toContain('Você recebeu R$ 10,00 por "Logo".');
    expect(mail?.text).not.toContain('Só no app.');
    expect(mail?.text).toContain('/customize-profile');
    expect(mail?.html).toContain(`/dashboard/messages/${id}`);

    // More messages to the same unread notification: nothing mailed again.
    await t.asUser(ana).post(`/api/conversations/${id}/messages`, { text: 'Alô?' });
    await sendNotificationMails(t.app.deps, new Date(later.getTime() + 30 * MINUTE));
    expect(mailsTo()).toHaveLength(1);
  });

  it('respects the switches and skips a message read before its 15 minutes', async () => {
    const ana = await createUser(t, { first_name: 'Ana', last_name: 'Souza' });
    const bruno = await createUser(t);
    await t.asUser(bruno).put('/api/notifications/preferences', { paymentReceived: false });
    await notifyNow(t, t.clock.now(), [
      { userId: bruno.id, type: 'payment', text: 'Você recebeu R$ 10,00.', mail: 'paymentReceived' },
    ]);
    const id = (await t.asUser(ana).post('/api/conversations/direct', { userId: bruno.id })).json().id;
    const sent = await t.asUser(ana).post(`/api/conversations/${id}/messages`, { text: 'Oi' });
    await t.asUser(bruno).post(`/api/conversations/${id}/read`, { messageId: sent.json().id });
    await sendNotificationMails(t.app.deps, new Date(t.clock.now().getTime() + 16 * MINUTE));
    expect(t.mails.filter((mail) => mail.to === bruno.email)).toEqual([]);
    // Claimed all the same: never looked at again.
    const rows = await t.database.db.select().from(notifications).where(eq(notifications.userId, bruno.id));
    expect(rows.filter((row) => row.mail !== null).every((row) => row.mailedAt !== null)).toBe(true);
  });

  it('the accepted proposal mails at once; a notification days late is never mailed', async () => {
    const client = await createUser(t);
    const ana = await freelancer();
    const job = await createJob(t, client);
    const proposal = await createProposal(t, ana, job);
    await t.asUser(client).post(`/api/proposals/${proposal.id}/accept`);
    await sendNotificationMails(t.app.deps, t.clock.now());
    const mail = t.mails.find((m) => m.to === ana.email && m.subject.includes('foi aceita'));
    expect(mail?.subject).toBe(
      `Sua proposta para "${job.title}" foi aceita. O contrato foi criado e começa quando o cliente pagar o valor, que fica guardado pela Labora.`,
    );
    // Nothing is paid yet: the mail must not say the work started.
    expect(mail?.text).not.toMatch(/começou/);

    const old = await createUser(t);
    await notifyNow(t, new Date(t.clock.now().getTime() - 3 * 24 * 60 * MINUTE), [
      { userId: old.id, type: 'payment', text: 'Antigo.', mail: 'paymentReceived' },
    ]);
    await sendNotificationMails(t.app.deps, t.clock.now());
    expect(t.mails.filter((m) => m.to === old.email)).toEqual([]);
  });
});

describe('mentionedAmong', () => {
  const people = [
    { id: 'ana', firstName: 'Ana', lastName: 'Souza' },
    { id: 'anabela', firstName: 'Anabela', lastName: 'Reis' },
    { id: 'joao', firstName: 'João', lastName: 'Pé' },
  ];
  it.each([
    ['oi @Ana', ['ana']],
    ['@ana souza, tudo bem?', ['ana']],
    ['@Anabela veja', ['anabela']],
    ['falou com @joão?', ['joao']],
    ['e-mail ana@example.com', []],
    ['sem menção', []],
    ['@Ana e @Anabela', ['ana', 'anabela']],
  ])('%s', (text, expected) => {
    expect(mentionedAmong(text, people).sort()).toEqual([...expected].sort());
  });
});
