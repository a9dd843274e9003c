import { PAYOUT_ACCOUNT_MESSAGES } from '@labora/shared/payout-accounts';
import { WALLET_MESSAGES } from '@labora/shared/wallet';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContract, createUser, moneyPost, TEST_CARD, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { expectLedgerSound } from '../../test/ledger.js';
import { confirmDeposit } from './deposits.js';
import { settleDueWithdrawals } from './withdrawals.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 24 * 60 * 60 * 1000;
const wallet = async (user: TestUser) => (await t.asUser(user).get('/api/wallet')).json();
const deposit = (user: TestUser, amountCents: number, key?: string) =>
  moneyPost(t, user, '/api/wallet/deposits', { amountCents, method: 'card', cardNumber: TEST_CARD }, key);
const pixWithdrawal = (amountCents: number, pixKey = 'rafael@example.com') => ({
  amountCents,
  method: 'pix',
  accountInfo: { method: 'pix', pixKey },
});

describe('wallet', () => {
  it('adds money by card at once, and shows it in the balance and the statement', async () => {
    const ana = await createUser(t);
    expect(await wallet(ana)).toEqual({
      availableCents: 0,
      escrowCents: 0,
      receivableCents: 0,
      withdrawingCents: 0,
      sandbox: true,
    });
    const res = await deposit(ana, 300_000);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: WALLET_MESSAGES.depositConfirmed,
      deposit: { amountCents: 300_000, method: 'card', status: 'completed', cardLast4: '1111', pix: null },
    });
    expect(JSON.stringify(res.json())).not.toContain(TEST_CARD);
    expect((await wallet(ana)).availableCents).toBe(300_000);
    const statement = (await t.asUser(ana).get('/api/wallet/statement')).json();
    expect(statement).toMatchObject({
      total: 1,
      page: 1,
      items: [
        {
          kind: 'deposit',
          description: 'Depósito via cartão final 1111',
          amountCents: 300_000,
          balanceAfterCents: 300_000,
          hasReceipt: true,
        },
      ],
    });
    const bad = await moneyPost(t, ana, '/api/wallet/deposits', {
      amountCents: 5000,
      method: 'card',
      cardNumber: '4111111111111112',
    });
    expect([bad.statusCode, bad.json().message]).toEqual([400, WALLET_MESSAGES.cardNumberInvalid]);
    await expectLedgerSound(t.database.db);
  });

  it('moves money once per Idempotency-Key, refuses a reused key with another body, and never burns a key on a refused body', async () => {
    const ana = await createUser(t);
    const missing = await t
      .asUser(ana)
      .post('/api/wallet/deposits', { amountCents: 10_000, method: 'card', cardNumber: TEST_CARD });
    expect([missing.statusCode, missing.json().code]).toEqual([400, 'IDEMPOTENCY_KEY_REQUIRED']);
    const first = await deposit(ana, 10_000, 'clique-1');
    const again = await deposit(ana, 10_000, 'clique-1');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await wallet(ana)).availableCents).toBe(10_000);
    const other = await deposit(ana, 20_000, 'clique-1');
    expect([other.statusCode, other.json()]).toEqual([
      409,
      { code: 'IDEMPOTENCY_KEY_REUSED', message: WALLET_MESSAGES.idempotencyKeyReused },
    ]);
    // A body refused by validation leaves its key unused.
    const invalid = await moneyPost(t, ana, '/api/wallet/deposits', { amountCents: -5, method: 'card' }, 'clique-2');
    expect(invalid.statusCode).toBe(400);
    expect((await deposit(ana, 5000, 'clique-2')).statusCode).toBe(201);
    // So does a card number the Luhn check refuses: the same key then pays with a good card.
    const luhn = { amountCents: 6000, method: 'card', cardNumber: '4111111111111112' };
    const badCard = await moneyPost(t, ana, '/api/wallet/deposits', luhn, 'clique-3');
    expect([badCard.statusCode, badCard.json().message]).toEqual([400, WALLET_MESSAGES.cardNumberInvalid]);
    expect((await deposit(ana, 6000, 'clique-3')).statusCode).toBe(201);
    // Keys are per person: another person's same key is theirs.
    const bia = await createUser(t);
    expect((await deposit(bia, 7000, 'clique-1')).json().deposit.amountCents).toBe(7000);
    // A refusal is an answer too: repeated, it stays the same even after the balance changed.
    const short = pixWithdrawal(100_000);
    const refused = await moneyPost(t, ana, '/api/wallet/withdrawals', short, 'saque-1');
    expect([refused.statusCode, refused.json().message]).toEqual([409, WALLET_MESSAGES.insufficientForWithdrawal]);
    await deposit(ana, 200_000);
    const replayed = await moneyPost(t, ana, '/api/wallet/withdrawals', short, 'saque-1');
    expect([replayed.statusCode, replayed.json().message]).toEqual([409, WALLET_MESSAGES.insufficientForWithdrawal]);
    await expectLedgerSound(t.database.db);
  });

  it('waits for a PIX deposit until it is confirmed, with a BR Code to pay', async () => {
    const ana = await createUser(t);
    const res = await moneyPost(t, ana, '/api/wallet/deposits', { amountCents: 12_345, method: 'pix' });
    const pending = res.json().deposit;
    expect(pending).toMatchObject({ status: 'pending', method: 'pix', completedAt: null });
    expect(pending.pix.brCode).toMatch(/^000201.*5406123\.45.*6304[0-9A-F]{4}$/);
    expect(pending.pix.qrSvg).toMatch(/^<svg/);
    expect((await wallet(ana)).availableCents).toBe(0);
    const stranger = await createUser(t);
    expect((await moneyPost(t, stranger, `/api/wallet/deposits/${pending.id}/simulate`)).statusCode).toBe(404);
    expect((await t.asUser(stranger).get(`/api/wallet/deposits/${pending.id}`)).statusCode).toBe(404);
    const confirmed = await moneyPost(t, ana, `/api/wallet/deposits/${pending.id}/simulate`);
    expect(confirmed.json().deposit).toMatchObject({ status: 'completed', pix: null });
    expect((await wallet(ana)).availableCents).toBe(12_345);
    const twice = await moneyPost(t, ana, `/api/wallet/deposits/${pending.id}/simulate`);
    expect([twice.statusCode, twice.json().message]).toEqual([409, WALLET_MESSAGES.depositNotPending]);
    expect((await wallet(ana)).availableCents).toBe(12_345);
  });

  it('pays a contract into escrow, starts it only when paid, releases stages less 10%, and concludes with the rest', async () => {
    const { contract, client, freelancer } = await createContract(t, { proposal: { amountCents: 100_000 } });
    const url = `/api/contracts/${contract.id}`;
    const start = () => moneyPost(t, freelancer, `${url}/actions`, { action: 'start' });
    expect((await start()).json().code).toBe('CONTRACT_NOT_FUNDED');
    const short = await moneyPost(t, client, `${url}/payment`, { method: 'saldoCarteira' });
    expect([short.statusCode, short.json()]).toEqual([
      409,
      { code: 'INSUFFICIENT_FUNDS', message: WALLET_MESSAGES.insufficientForPayment },
    ]);
    expect((await moneyPost(t, freelancer, `${url}/payment`, { method: 'saldoCarteira' })).statusCode).toBe(403);
    await deposit(client, 150_000);
    const paid = await moneyPost(t, client, `${url}/payment`, { method: 'saldoCarteira' });
    expect(paid.json()).toMatchObject({ message: WALLET_MESSAGES.paid, contractId: contract.id, deposit: null });
    expect(paid.json().fundedAt).toEqual(expect.any(String));
    const again = await moneyPost(t, client, `${url}/payment`, { method: 'saldoCarteira' });
    expect([again.statusCode, again.json().message]).toEqual([409, WALLET_MESSAGES.contractAlreadyPaid]);
    expect(await wallet(client)).toMatchObject({ availableCents: 50_000, escrowCents: 100_000 });
    expect(await wallet(freelancer)).toMatchObject({ availableCents: 0, receivableCents: 100_000 });
    expect((await t.asUser(freelancer).get(url)).json()).toMatchObject({
      escrowCents: 100_000,
      fundedAt: expect.any(String),
    });

    // Releasing needs the work started; then a stage of R$ 300,00 pays R$ 270,00.
    expect((await moneyPost(t, client, `${url}/release`, { amountCents: 30_000 })).json().message).toBe(
      WALLET_MESSAGES.releaseNotAllowed,
    );
    expect((await start()).json().status).toBe('em_andamento');
    expect((await moneyPost(t, freelancer, `${url}/release`, { amountCents: 30_000 })).statusCode).toBe(403);
    const stage = await moneyPost(t, client, `${url}/release`, { amountCents: 30_000 });
    expect(stage.json()).toEqual({
      message: WALLET_MESSAGES.released,
      contractId: contract.id,
      releasedCents: 30_000,
      feeCents: 3000,
      escrowCents: 70_000,
    });
    expect((await wallet(freelancer)).availableCents).toBe(27_000);
    const tooMuch = await moneyPost(t, client, `${url}/release`, { amountCents: 70_001 });
    expect([tooMuch.statusCode, tooMuch.json().message]).toEqual([409, WALLET_MESSAGES.releaseTooLarge]);
    // Everything left: the contract concludes.
    const rest = await moneyPost(t, client, `${url}/release`, {});
    expect(rest.json()).toMatchObject({ releasedCents: 70_000, feeCents: 7000, escrowCents: 0 });
    expect((await t.asUser(client).get(url)).json()).toMatchObject({ status: 'concluido', escrowCents: 0 });
    expect(await wallet(freelancer)).toMatchObject({ availableCents: 90_000, receivableCents: 0 });
    expect(await wallet(client)).toMatchObject({ availableCents: 50_000, escrowCents: 0 });
    const lines = (await t.asUser(freelancer).get('/api/wallet/statement')).json().items;
    expect(
      lines.map((l: { amountCents: number; balanceAfterCents: number }) => [l.amountCents, l.balanceAfterCents]),
    ).toEqual([
      [63_000, 90_000],
      [27_000, 27_000],
    ]);
    expect(lines[0].description).toBe(`Pagamento recebido do contrato “${contract.title}”`);

    // The receipt of the last release: to both sides of the contract, to nobody else.
    const receiptUrl = `/api/wallet/transfers/${lines[0].id}/receipt.pdf`;
    const receipt = await t.asUser(freelancer).get(receiptUrl);
    expect([receipt.statusCode, receipt.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(receipt.headers['content-disposition']).toMatch(/^attachment; filename="recibo-labora-/);
    expect((await t.asUser(client).get(receiptUrl)).statusCode).toBe(200);
    expect((await t.asUser(await createUser(t)).get(receiptUrl)).statusCode).toBe(404);
    await expectLedgerSound(t.database.db);
  });

  it('takes the fee of the total released however it is split, and concludes once stages release everything', async () => {
    const { contract, client, freelancer } = await createContract(t, { proposal: { amountCents: 1000 } });
    const url = `/api/contracts/${contract.id}`;
    await deposit(client, 1000);
    await moneyPost(t, client, `${url}/payment`, { method: 'saldoCarteira' });
    expect((await moneyPost(t, freelancer, `${url}/actions`, { action: 'start' })).json().status).toBe('em_andamento');
    // 100 stages of 4 centavos: R$ 4,00 released, R$ 0,40 of fee, as in one release of R$ 4,00.
    let fees = 0;
    for (let i = 0; i < 100; i++) {
      const part = await moneyPost(t, client, `${url}/release`, { amountCents: 4 });
      expect(part.statusCode).toBe(200);
      fees += part.json().feeCents;
    }
    expect(fees).toBe(40);
    expect(await wallet(freelancer)).toMatchObject({ availableCents: 360, receivableCents: 600 });
    expect((await t.asUser(client).get(url)).json()).toMatchObject({ status: 'em_andamento', escrowCents: 600 });
    // A stage that empties the escrow releases everything: the contract concludes.
    const last = await moneyPost(t, client, `${url}/release`, { amountCents: 600 });
    expect(last.json()).toMatchObject({ releasedCents: 600, feeCents: 60, escrowCents: 0 });
    expect((await t.asUser(client).get(url)).json()).toMatchObject({
      status: 'concluido',
      progress: 100,
      escrowCents: 0,
    });
    expect(await wallet(freelancer)).toMatchObject({ availableCents: 900, receivableCents: 0 });
    await expectLedgerSound(t.database.db);
  });

  it('pays by card or PIX through a deposit that funds the contract once confirmed, and refunds on cancel', async () => {
    const { contract, client } = await createContract(t, { proposal: { amountCents: 80_000 } });
    const url = `/api/contracts/${contract.id}`;
    const byPix = (await moneyPost(t, client, `${url}/payment`, { method: 'pix' })).json();
    expect(byPix).toMatchObject({ message: WALLET_MESSAGES.paymentPending, fundedAt: null });
    expect(byPix.deposit).toMatchObject({ status: 'pending', amountCents: 80_000, contractId: contract.id });
    expect((await t.asUser(client).get(url)).json().fundedAt).toBeNull();
    await moneyPost(t, client, `/api/wallet/deposits/${byPix.deposit.id}/simulate`);
    expect((await t.asUser(client).get(url)).json()).toMatchObject({
      escrowCents: 80_000,
      fundedAt: expect.any(String),
    });
    expect(await wallet(client)).toMatchObject({ availableCents: 0, escrowCents: 80_000 });
    // Cancelled before the start: the escrow returns to the client's wallet.
    const cancelled = await moneyPost(t, client, `${url}/actions`, { action: 'cancel' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelado', escrowCents: 0 });
    expect(await wallet(client)).toMatchObject({ availableCents: 80_000, escrowCents: 0 });
    const lines = (await t.asUser(client).get('/api/wallet/statement')).json().items;
    expect(lines.map((l: { kind: string }) => l.kind)).toEqual(['refund', 'payment', 'deposit']);

    // A second PIX payment confirmed after the contract was paid another way leaves the money in the wallet.
    const other = await createContract(t, { client, proposal: { amountCents: 20_000 } });
    const pix = (await moneyPost(t, client, `/api/contracts/${other.contract.id}/payment`, { method: 'pix' })).json();
    await moneyPost(t, client, `/api/contracts/${other.contract.id}/payment`, { method: 'saldoCarteira' });
    await moneyPost(t, client, `/api/wallet/deposits/${pix.deposit.id}/simulate`);
    expect(await wallet(client)).toMatchObject({ availableCents: 80_000, escrowCents: 20_000 });
    const card = await createContract(t, { client, proposal: { amountCents: 15_000 } });
    const byCard = await moneyPost(t, client, `/api/contracts/${card.contract.id}/payment`, {
      method: 'card',
      cardNumber: TEST_CARD,
    });
    expect(byCard.json()).toMatchObject({ message: WALLET_MESSAGES.paid, deposit: { status: 'completed' } });
    await expectLedgerSound(t.database.db);
  });

  it('withdraws: at least R$ 50,00, never more than the balance, fee by method, paid out when due or returned on failure', async () => {
    const rafael = await createUser(t);
    await deposit(rafael, 300_000);
    const small = await moneyPost(t, rafael, '/api/wallet/withdrawals', pixWithdrawal(4999));
    expect([small.statusCode, small.json().message]).toEqual([400, WALLET_MESSAGES.withdrawalTooSmall]);
    const badKey = await moneyPost(t, rafael, '/api/wallet/withdrawals', pixWithdrawal(10_000, 'nada'));
    expect(badKey.json().message).toBe(PAYOUT_ACCOUNT_MESSAGES.pixKeyInvalid);
    const tooMuch = await moneyPost(t, rafael, '/api/wallet/withdrawals', pixWithdrawal(300_001));
    expect([tooMuch.statusCode, tooMuch.json()]).toEqual([
      409,
      { code: 'INSUFFICIENT_FUNDS', message: WALLET_MESSAGES.insufficientForWithdrawal },
    ]);
    const past = await moneyPost(t, rafael, '/api/wallet/withdrawals', {
      ...pixWithdrawal(10_000),
      scheduledDate: '2020-01-01',
    });
    expect(past.json().message).toBe(WALLET_MESSAGES.scheduledDatePast);

    const pix = await moneyPost(t, rafael, '/api/wallet/withdrawals', pixWithdrawal(100_000, 'Rafael@Example.com'));
    expect(pix.statusCode).toBe(201);
    expect(pix.json().withdrawal).toMatchObject({
      status: 'processing',
      method: 'pix',
      amountCents: 100_000,
      feeCents: 1500,
      netCents: 98_500,
      accountLabel: 'PIX · e-mail r***@example.com',
    });
    expect(await wallet(rafael)).toMatchObject({ availableCents: 200_000, withdrawingCents: 100_000 });
    const failing = await moneyPost(
      t,
      rafael,
      '/api/wallet/withdrawals',
      pixWithdrawal(50_000, 'rafael+falha@example.com'),
    );
    const bank = await moneyPost(t, rafael, '/api/wallet/withdrawals', {
      amountCents: 40_000,
      method: 'bank',
      accountInfo: { method: 'bank', bankCode: '001', agency: '1584', account: '00210169', digit: '6' },
    });
    expect(bank.json().withdrawal).toMatchObject({ feeCents: 1000, netCents: 39_000, status: 'processing' });

    // The server's settlement job, as it runs every 2 s.
    await t.app.scheduler.runNow('wallet.settle');
    const history = (await t.asUser(rafael).get('/api/wallet/withdrawals')).json();
    const byId = new Map(history.items.map((w: { id: string }) => [w.id, w]));
    expect(byId.get(pix.json().withdrawal.id)).toMatchObject({ status: 'completed', settledAt: expect.any(String) });
    expect(byId.get(failing.json().withdrawal.id)).toMatchObject({
      status: 'failed',
      failureReason: expect.any(String),
    });
    // The bank transfer waits for its business day.
    expect(byId.get(bank.json().withdrawal.id)).toMatchObject({ status: 'processing' });
    expect(await wallet(rafael)).toMatchObject({ availableCents: 160_000, withdrawingCents: 40_000 });
    await settleDueWithdrawals(t.app.deps, new Date(t.clock.now().getTime() + 5 * DAY));
    expect(await wallet(rafael)).toMatchObject({ availableCents: 160_000, withdrawingCents: 0 });
    const kinds = (await t.asUser(rafael).get('/api/wallet/statement'))
      .json()
      .items.map((l: { kind: string }) => l.kind);
    expect(kinds).toEqual(['payout_failed', 'withdrawal', 'withdrawal', 'withdrawal', 'deposit']);
    await expectLedgerSound(t.database.db);
  });

  it('fails the deposits still waiting when their owner deletes the account, so none lands in an orphan wallet', async () => {
    const ana = await createUser(t);
    const pending = (await moneyPost(t, ana, '/api/wallet/deposits', { amountCents: 5000, method: 'pix' })).json()
      .deposit;
    const deleted = await t.request({
      method: 'DELETE',
      url: '/api/users/me',
      token: ana.token,
      payload: { password: ana.password },
    });
    expect(deleted.statusCode).toBe(200);
    const late = await confirmDeposit(t.app.deps, { actor: null, id: pending.id }).catch(
      (error: Error) => error.message,
    );
    expect(late).toBe(WALLET_MESSAGES.depositNotPending);
    await expectLedgerSound(t.database.db);
  });

  it('keeps every ledger row as written: no update, no delete', async () => {
    const ana = await createUser(t);
    await deposit(ana, 10_000);
    await expect(
      t.database.db.execute(sql`update ledger_entries set amount_cents = amount_cents * 2`),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from ledger_transfers`)).rejects.toThrow();
    await expectLedgerSound(t.database.db);
  });
});
