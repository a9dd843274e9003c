import { randomUUID } from 'node:crypto';
import { WALLET_MESSAGES } from '@labora/shared/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContract, createUser, fundContract, moneyPost, TEST_CARD, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { expectLedgerSound } from '../../test/ledger.js';

// Races, on PGlite and on a PostgreSQL server (`npm run test:pg`): whatever arrives at once, no wallet goes
// below zero, nothing moves twice, and the ledger still sums to zero.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const wallet = async (user: TestUser) => (await t.asUser(user).get('/api/wallet')).json();
const cardDeposit = (user: TestUser, amountCents: number, key?: string) =>
  moneyPost(t, user, '/api/wallet/deposits', { amountCents, method: 'card', cardNumber: TEST_CARD }, key);
function countBy(codes: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const code of codes) counts[code] = (counts[code] ?? 0) + 1;
  return counts;
}

describe('wallet under concurrency', () => {
  it('200 simultaneous R$ 100 withdrawals from R$ 3.000: exactly 30 pass, the rest are told the balance is short', async () => {
    const rafael = await createUser(t);
    await cardDeposit(rafael, 300_000);
    const body = { amountCents: 10_000, method: 'pix', accountInfo: { method: 'pix', pixKey: 'rafael@example.com' } };
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => moneyPost(t, rafael, '/api/wallet/withdrawals', body)),
    );
    expect(countBy(answers.map((a) => a.statusCode))).toEqual({ 201: 30, 409: 170 });
    const refused = answers.filter((a) => a.statusCode === 409).map((a) => a.json().message);
    expect(new Set(refused)).toEqual(new Set([WALLET_MESSAGES.insufficientForWithdrawal]));
    expect(await wallet(rafael)).toMatchObject({ availableCents: 0, withdrawingCents: 300_000 });
    await expectLedgerSound(t.database.db);
  });

  it('two contracts paid at once from a wallet that covers one: one is paid, the other refused', async () => {
    const client = await createUser(t);
    const [a, b] = await Promise.all([
      createContract(t, { client, proposal: { amountCents: 60_000 } }),
      createContract(t, { client, proposal: { amountCents: 60_000 } }),
    ]);
    await cardDeposit(client, 100_000);
    const answers = await Promise.all(
      [a, b].map(({ contract }) =>
        moneyPost(t, client, `/api/contracts/${contract.id}/payment`, { method: 'saldoCarteira' }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await wallet(client)).toMatchObject({ availableCents: 40_000, escrowCents: 60_000 });
    await expectLedgerSound(t.database.db);
  });

  it('a start racing a cancel of a paid contract ends in exactly one, with the money where that one puts it', async () => {
    for (let round = 0; round < 3; round++) {
      const { contract, client, freelancer } = await createContract(t, { proposal: { amountCents: 50_000 } });
      await fundContract(t, client, contract.id);
      const url = `/api/contracts/${contract.id}/actions`;
      const [start, cancel] = await Promise.all([
        moneyPost(t, freelancer, url, { action: 'start' }),
        moneyPost(t, client, url, { action: 'cancel' }),
      ]);
      expect([start.statusCode, cancel.statusCode].sort()).toEqual([200, 409]);
      const after = (await t.asUser(client).get(`/api/contracts/${contract.id}`)).json();
      if (start.statusCode === 200) {
        expect(after).toMatchObject({ status: 'em_andamento', escrowCents: 50_000 });
        expect((await wallet(client)).availableCents).toBe(0);
      } else {
        expect(after).toMatchObject({ status: 'cancelado', escrowCents: 0 });
        expect((await wallet(client)).availableCents).toBe(50_000);
      }
    }
    await expectLedgerSound(t.database.db);
  });

  it('a release racing a cancel: before the start only the cancel passes (refund), after it only the release', async () => {
    for (const status of ['aguardando_inicio', 'em_andamento'] as const) {
      const { contract, client, freelancer } = await createContract(t, { proposal: { amountCents: 40_000 } });
      await fundContract(t, client, contract.id);
      if (status === 'em_andamento') {
        await moneyPost(t, freelancer, `/api/contracts/${contract.id}/actions`, { action: 'start' });
      }
      const [release, cancel] = await Promise.all([
        moneyPost(t, client, `/api/contracts/${contract.id}/release`, {}),
        moneyPost(t, client, `/api/contracts/${contract.id}/actions`, { action: 'cancel' }),
      ]);
      const after = (await t.asUser(client).get(`/api/contracts/${contract.id}`)).json();
      if (status === 'aguardando_inicio') {
        expect([release.statusCode, cancel.statusCode]).toEqual([409, 200]);
        expect(after).toMatchObject({ status: 'cancelado', escrowCents: 0 });
        expect((await wallet(client)).availableCents).toBe(40_000);
      } else {
        expect([release.statusCode, cancel.statusCode]).toEqual([200, 409]);
        expect(after).toMatchObject({ status: 'concluido', escrowCents: 0 });
        expect((await wallet(freelancer)).availableCents).toBe(36_000);
      }
    }
    await expectLedgerSound(t.database.db);
  });

  it('partial releases racing the final release never pay out more than the escrow held', async () => {
    const { contract, client, freelancer } = await createContract(t, {
      proposal: { amountCents: 100_000 },
      status: 'em_andamento',
    });
    const url = `/api/contracts/${contract.id}/release`;
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => moneyPost(t, client, url, { amountCents: 20_000 })),
      moneyPost(t, client, url, {}),
    ]);
    const released = answers.filter((a) => a.statusCode === 200).reduce((sum, a) => sum + a.json().releasedCents, 0);
    expect(released).toBe(100_000);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    const after = (await t.asUser(client).get(`/api/contracts/${contract.id}`)).json();
    expect(after.escrowCents).toBe(0);
    // Each release paid 90%, rounded per release: R$ 1.000,00 in stages of R$ 200,00 or the rest is R$ 900,00.
    expect((await wallet(freelancer)).availableCents).toBe(90_000);
    await expectLedgerSound(t.database.db);
  });

  it('the same Idempotency-Key sent 50 times at once moves the money once and answers all 50 alike', async () => {
    const ana = await createUser(t);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 50 }, () => cardDeposit(ana, 25_000, key)));
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([201]));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(49);
    expect((await wallet(ana)).availableCents).toBe(25_000);

    const withdrawalKey = randomUUID();
    const body = { amountCents: 10_000, method: 'pix', accountInfo: { method: 'pix', pixKey: 'ana@example.com' } };
    const withdrawals = await Promise.all(
      Array.from({ length: 50 }, () => moneyPost(t, ana, '/api/wallet/withdrawals', body, withdrawalKey)),
    );
    expect(new Set(withdrawals.map((a) => a.json().withdrawal.id)).size).toBe(1);
    expect(await wallet(ana)).toMatchObject({ availableCents: 15_000, withdrawingCents: 10_000 });
    await expectLedgerSound(t.database.db);
  });
});
