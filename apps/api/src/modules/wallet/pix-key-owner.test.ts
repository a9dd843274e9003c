import { formatCpf } from '@brazilian-utils/brazilian-utils/format-cpf';
import { generateCnpj } from '@brazilian-utils/brazilian-utils/generate-cnpj';
import { generateCpf } from '@brazilian-utils/brazilian-utils/generate-cpf';
import { PAYOUT_ACCOUNT_MESSAGES } from '@labora/shared/payout-accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, moneyPost, TEST_CARD, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const withdraw = (user: TestUser, pixKey: string) =>
  moneyPost(t, user, '/api/wallet/withdrawals', {
    amountCents: 10_000,
    method: 'pix',
    accountInfo: { method: 'pix', pixKey },
  });
const savePix = (user: TestUser, pixKey: string) =>
  t.asUser(user).post('/api/wallet/payout-accounts', { method: 'pix', pixKey });

/** A person with R$ 500,00 in the wallet and, if given, a CPF set in Configurações. */
async function personWithMoney(cpf?: string): Promise<TestUser> {
  const person = await createUser(t);
  const paid = await moneyPost(t, person, '/api/wallet/deposits', {
    amountCents: 50_000,
    method: 'card',
    cardNumber: TEST_CARD,
  });
  expect(paid.statusCode).toBe(201);
  if (cpf) expect((await t.asUser(person).put('/api/users/me/cpf', { cpf })).statusCode).toBe(200);
  return person;
}

const notOwn = { code: 'PIX_KEY_NOT_OWN', message: PAYOUT_ACCOUNT_MESSAGES.pixCpfNotOwn };

describe('PIX to a CPF key when the account has a CPF', () => {
  it("refuses a withdrawal to another person's CPF and keeps the money in the wallet", async () => {
    const ana = await personWithMoney(generateCpf());
    const res = await withdraw(ana, formatCpf(generateCpf()));
    expect([res.statusCode, res.json()]).toEqual([400, notOwn]);
    expect((await t.asUser(ana).get('/api/wallet')).json()).toMatchObject({
      availableCents: 50_000,
      withdrawingCents: 0,
    });
  });

  it("pays a withdrawal to the account's own CPF, however it is typed", async () => {
    const cpf = generateCpf();
    const ana = await personWithMoney(cpf);
    const res = await withdraw(ana, formatCpf(cpf));
    expect(res.statusCode).toBe(201);
    expect(res.json().withdrawal).toMatchObject({ method: 'pix', amountCents: 10_000 });
  });

  it('refuses a CNPJ key then, and lets e-mail, phone and random keys through', async () => {
    const ana = await personWithMoney(generateCpf());
    const cnpj = await withdraw(ana, generateCnpj());
    expect([cnpj.statusCode, cnpj.json()]).toEqual([
      400,
      { code: 'PIX_KEY_NOT_OWN', message: PAYOUT_ACCOUNT_MESSAGES.pixCnpjRefused },
    ]);
    expect((await withdraw(ana, 'ana@example.com')).statusCode).toBe(201);
    expect((await withdraw(ana, '+55 11 91234-5678')).statusCode).toBe(201);
  });

  it('checks nothing of the kind for an account without a CPF', async () => {
    const bruno = await personWithMoney();
    expect((await withdraw(bruno, generateCpf())).statusCode).toBe(201);
    expect((await withdraw(bruno, generateCnpj())).statusCode).toBe(201);
  });

  it("refuses to save a PIX account for another person's CPF, saves the own one", async () => {
    const cpf = generateCpf();
    const ana = await personWithMoney(cpf);
    const other = await savePix(ana, generateCpf());
    expect([other.statusCode, other.json()]).toEqual([400, notOwn]);
    const own = await savePix(ana, cpf);
    expect(own.statusCode).toBe(201);
    expect((await t.asUser(ana).get('/api/wallet/payout-accounts')).json().items).toHaveLength(1);
  });
});
