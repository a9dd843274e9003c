import { CONTRACT_MESSAGES } from '@labora/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContract, createUser, moneyPost } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { multipartBody } from '../../test/multipart.js';
import { sendNotificationMails } from '../notifications/service.js';
import { releaseOverdueDeliveries, remindUnansweredDeliveries } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 24 * 60 * 60 * 1000;

describe('deliveries', () => {
  it('the freelancer delivers with files, the client asks for changes, then releases: each delivery is kept', async () => {
    const { contract, client, freelancer } = await createContract(t, {
      proposal: { amountCents: 100_000 },
      status: 'em_andamento',
    });
    const url = `/api/contracts/${contract.id}/deliveries`;
    expect((await t.asUser(client).post(url, { message: 'Eu entrego?' })).json().message).toBe(
      CONTRACT_MESSAGES.onlyFreelancerDelivers,
    );
    expect((await t.asUser(freelancer).post(url, { message: '  ' })).json().message).toBe(
      CONTRACT_MESSAGES.deliveryMessageRequired,
    );
    const first = await t.asUser(freelancer).post(url, { message: 'Primeira versão do site, no ar em teste.' });
    expect(first.statusCode).toBe(201);
    const delivered = first.json();
    expect(delivered.message).toBe(CONTRACT_MESSAGES.delivered);
    expect(delivered.deliveries).toMatchObject([
      { status: 'pending', message: 'Primeira versão do site, no ar em teste.' },
    ]);
    expect(new Date(delivered.autoReleaseAt).getTime() - new Date(delivered.deliveries[0].createdAt).getTime()).toBe(
      7 * DAY,
    );
    const twice = await t.asUser(freelancer).post(url, { message: 'Outra.' });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'DELIVERY_PENDING']);

    const changesUrl = `${url}/${delivered.deliveries[0].id}/changes`;
    expect((await t.asUser(freelancer).post(changesUrl, { message: 'Mude.' })).statusCode).toBe(403);
    const changes = (await t.asUser(client).post(changesUrl, { message: 'Troque as cores do topo.' })).json();
    expect(changes.deliveries[0]).toMatchObject({ status: 'changes_requested', answer: 'Troque as cores do topo.' });
    expect(changes.autoReleaseAt).toBeNull();
    expect((await t.asUser(client).post(changesUrl, { message: 'De novo.' })).json().code).toBe('DELIVERY_NOT_PENDING');

    const upload = multipartBody({ delivery: JSON.stringify({ message: 'Cores trocadas; segue o relatório.' }) }, [
      { field: 'attachments', name: 'relatório.txt', data: Buffer.from('Tudo pronto.') },
    ]);
    const second = (await t.asUser(freelancer).post(url, upload.payload, { headers: upload.headers })).json();
    const latest = second.deliveries[1];
    expect(latest.files).toEqual([
      { id: expect.any(String), fileName: 'relatório.txt', contentType: 'text/plain; charset=utf-8', size: 12 },
    ]);
    const fileUrl = `${url}/${latest.id}/files/${latest.files[0].id}`;
    const file = await t.asUser(client).get(fileUrl);
    expect([file.statusCode, file.body]).toEqual([200, 'Tudo pronto.']);
    expect((await t.asUser(await createUser(t)).get(fileUrl)).statusCode).toBe(404);

    const released = await moneyPost(t, client, `/api/contracts/${contract.id}/release`, {});
    expect(released.json()).toMatchObject({ releasedCents: 100_000, feeCents: 10_000 });
    const after = (await t.asUser(freelancer).get(`/api/contracts/${contract.id}`)).json();
    expect(after.status).toBe('concluido');
    expect(after.deliveries.map((d: { status: string }) => d.status)).toEqual(['changes_requested', 'accepted']);
  });

  it('releases the escrow by itself 7 days after a delivery the client left unanswered', async () => {
    const { contract, freelancer } = await createContract(t, {
      proposal: { amountCents: 50_000 },
      status: 'em_andamento',
    });
    await t.asUser(freelancer).post(`/api/contracts/${contract.id}/deliveries`, { message: 'Pronto.' });
    const deliveredAt = t.clock.now().getTime();
    expect(await releaseOverdueDeliveries(t.app.deps, new Date(deliveredAt + 7 * DAY - 60_000))).toBe(0);
    expect(await releaseOverdueDeliveries(t.app.deps, new Date(deliveredAt + 7 * DAY))).toBe(1);
    const after = (await t.asUser(freelancer).get(`/api/contracts/${contract.id}`)).json();
    expect(after).toMatchObject({ status: 'concluido', escrowCents: 0, autoReleaseAt: null });
    expect(after.deliveries[0].status).toBe('accepted');
    expect((await t.asUser(freelancer).get('/api/wallet')).json().availableCents).toBe(45_000);
    expect(await releaseOverdueDeliveries(t.app.deps, new Date(deliveredAt + 30 * DAY))).toBe(0);
  });

  it('takes no delivery before the work started', async () => {
    const { contract, freelancer } = await createContract(t);
    const res = await t.asUser(freelancer).post(`/api/contracts/${contract.id}/deliveries`, { message: 'Já?' });
    expect([res.statusCode, res.json().message]).toEqual([409, CONTRACT_MESSAGES.deliverWhileInProgress]);
  });
});

describe('e-mails while the 7-day clock runs', () => {
  /** Moves the test clock forward (less than a day) to the next hh:mm UTC, so the mails' times are known. */
  const atUtc = (hours: number, minutes: number) => {
    const now = t.clock.now();
    const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hours, minutes);
    t.clock.advance(next > now.getTime() ? next - now.getTime() : next + DAY - now.getTime());
  };
  const MONTHS = 'janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro'.split(' ');
  /** The date a delivery made now releases itself, as a person in São Paulo reads it ('17 de março de 2030'). */
  const releaseDay = () => {
    const release = new Date(t.clock.now().getTime() + 7 * DAY);
    return `${release.getUTCDate()} de ${MONTHS[release.getUTCMonth()]} de ${release.getUTCFullYear()}`;
  };
  const mailsTo = (user: { email: string }) => t.mails.filter((mail) => mail.to === user.email);
  const deliver = async (freelancer: { token: string }, contractId: string) => {
    const res = await t.asUser(freelancer).post(`/api/contracts/${contractId}/deliveries`, { message: 'Pronto.' });
    expect(res.statusCode).toBe(201);
    return res.json().deliveries.at(-1).id as string;
  };

  it('the client is mailed at once who delivered what, where to answer and when the payment goes by itself', async () => {
    const freelancer = await createUser(t, { first_name: 'Ana', last_name: 'Souza', isFreelancer: true });
    const { contract, client } = await createContract(t, {
      freelancer,
      job: { title: 'Logo para padaria' },
      status: 'em_andamento',
    });
    atUtc(13, 30);
    const day = releaseDay();
    await deliver(freelancer, contract.id);
    await sendNotificationMails(t.app.deps, t.clock.now());
    const [mail, ...more] = mailsTo(client).filter((m) => m.subject.includes('entregou'));
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Ana Souza entregou o trabalho de "Logo para padaria"');
    const link = `${t.app.deps.publicUrl}/contracts/${contract.id}`;
    expect(mail?.text).toContain('Ana Souza entregou o trabalho de "Logo para padaria"');
    expect(mail?.html).toContain('Ana Souza entregou o trabalho de &quot;Logo para padaria&quot;');
    for (const body of [mail?.text, mail?.html]) {
      expect(body).toContain('liberar o pagamento ou pedir alterações');
      // 7 days later; 13:30 UTC is 10:30 in São Paulo (UTC−3, no daylight saving).
      expect(body).toContain(`${day} às 10:30 (horário de Brasília)`);
      expect(body).toContain(link);
    }
    // The bell says the same; the freelancer, who delivered, hears of it from neither.
    const bell = (await t.asUser(client).get('/api/notifications')).json().items[0];
    expect(bell.text).toContain(`${day} às 10:30`);
    expect(mailsTo(freelancer).filter((m) => m.subject.includes('entregou'))).toEqual([]);
  });

  it('cannot be switched off: a client with every e-mail off still gets it', async () => {
    const { contract, client, freelancer } = await createContract(t, { status: 'em_andamento' });
    const off = { proposalAccepted: false, paymentReceived: false, withdrawalSettled: false, unreadMessages: false };
    expect((await t.asUser(client).put('/api/notifications/preferences', off)).statusCode).toBe(200);
    await deliver(freelancer, contract.id);
    await sendNotificationMails(t.app.deps, t.clock.now());
    expect(mailsTo(client).map((m) => m.subject)).toEqual([expect.stringContaining('entregou o trabalho de')]);
  });

  it('reminds the client once, 2 days before the automatic release, by bell and e-mail', async () => {
    const freelancer = await createUser(t, { first_name: 'Bruno', last_name: 'Lima', isFreelancer: true });
    const { contract, client } = await createContract(t, {
      freelancer,
      job: { title: 'Site da loja' },
      status: 'em_andamento',
    });
    atUtc(15, 0);
    const day = releaseDay();
    await deliver(freelancer, contract.id);
    const deliveredAt = t.clock.now().getTime();
    await sendNotificationMails(t.app.deps, t.clock.now());
    const reminders = () => mailsTo(client).filter((m) => m.subject.startsWith('Lembrete'));

    const justBefore = new Date(deliveredAt + 5 * DAY - 60_000);
    // The earlier tests' deliveries, made a little before, are reminded first; this one is not due yet.
    await remindUnansweredDeliveries(t.app.deps, justBefore);
    expect(await remindUnansweredDeliveries(t.app.deps, justBefore)).toBe(0);
    const fiveDaysLater = new Date(deliveredAt + 5 * DAY);
    // Two runs at once (two processes) and a later one: one reminder.
    const runs = await Promise.all([
      remindUnansweredDeliveries(t.app.deps, fiveDaysLater),
      remindUnansweredDeliveries(t.app.deps, fiveDaysLater),
    ]);
    expect(runs.sort()).toEqual([0, 1]);
    expect(await remindUnansweredDeliveries(t.app.deps, new Date(deliveredAt + 6 * DAY))).toBe(0);
    await sendNotificationMails(t.app.deps, fiveDaysLater);
    expect(reminders()).toHaveLength(1);
    const [mail] = reminders();
    expect(mail?.subject).toBe(
      `Lembrete: o pagamento de "Site da loja" será liberado automaticamente em ${day} às 12:00`,
    );
    for (const body of [mail?.text, mail?.html]) {
      // 15:00 UTC is 12:00 in São Paulo.
      expect(body).toContain(`${day} às 12:00 (horário de Brasília)`);
      expect(body).toContain('Bruno Lima');
      expect(body).toContain(`${t.app.deps.publicUrl}/contracts/${contract.id}`);
    }
    const bell = (await t.asUser(client).get('/api/notifications')).json().items[0];
    expect(bell).toMatchObject({ type: 'contract', link: `/contracts/${contract.id}` });
    expect(bell.text).toContain(`${day} às 12:00`);
    expect(mailsTo(freelancer).filter((m) => /entregou|Lembrete/.test(m.subject))).toEqual([]);
  });

  it('does not remind a client who answered: released, or asked for changes', async () => {
    const released = await createContract(t, { proposal: { amountCents: 20_000 }, status: 'em_andamento' });
    const changed = await createContract(t, { status: 'em_andamento' });
    await deliver(released.freelancer, released.contract.id);
    const changedDelivery = await deliver(changed.freelancer, changed.contract.id);
    const deliveredAt = t.clock.now().getTime();
    expect((await moneyPost(t, released.client, `/api/contracts/${released.contract.id}/release`, {})).statusCode).toBe(
      200,
    );
    const asked = await t
      .asUser(changed.client)
      .post(`/api/contracts/${changed.contract.id}/deliveries/${changedDelivery}/changes`, { message: 'Ajuste.' });
    expect(asked.statusCode).toBe(200);
    const later = new Date(deliveredAt + 5 * DAY + 60_000);
    await remindUnansweredDeliveries(t.app.deps, later);
    await sendNotificationMails(t.app.deps, later);
    for (const user of [released.client, changed.client, released.freelancer, changed.freelancer]) {
      expect(mailsTo(user).filter((m) => m.subject.startsWith('Lembrete'))).toEqual([]);
      const bell = (await t.asUser(user).get('/api/notifications')).json().items;
      expect(bell.filter((n: { text: string }) => n.text.includes('ainda espera a sua resposta'))).toEqual([]);
    }
  });
});
