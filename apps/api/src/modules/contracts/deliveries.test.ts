import { CONTRACT_MESSAGES } from '@labora/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContract, createUser, moneyPost } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { multipartBody } from '../../test/multipart.js';
import { releaseOverdueDeliveries } from './service.js';

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
