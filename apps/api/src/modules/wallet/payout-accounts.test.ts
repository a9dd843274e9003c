import { PAYOUT_ACCOUNT_MESSAGES, SAVED_PAYOUT_ACCOUNT_MESSAGES } from '@labora/shared/payout-accounts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.js';
import { payoutAccounts } from '../../db/schema/wallet.js';
import { createUser, TEST_CARD, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const URL = '/api/wallet/payout-accounts';
const save = (user: TestUser, body: Record<string, unknown>) => t.asUser(user).post(URL, body);
const list = async (user: TestUser) => (await t.asUser(user).get(URL)).json().items;
const pix = (pixKey: string) => ({ method: 'pix', pixKey });
// Banco do Brasil, agency 1584, account 00210169-6: valid check digit (the example of @brazilian-utils).
const BB = { method: 'bank', bankCode: '001', agency: '1584', account: '00210169', digit: '6' };

describe('saved payout accounts', () => {
  it('saves an account canonical and masked, and lists the caller’s own, newest first', async () => {
    const ana = await createUser(t);
    const res = await save(ana, pix('+55 (11) 91234-5678'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: SAVED_PAYOUT_ACCOUNT_MESSAGES.saved,
      account: {
        id: expect.any(String),
        method: 'pix',
        label: 'PIX · celular (11) *****-5678',
        account: { method: 'pix', pixKey: '+5511912345678', pixKeyType: 'phone' },
        createdAt: expect.any(String),
      },
    });
    t.clock.advance(1000);
    const bank = await save(ana, BB);
    expect(bank.statusCode).toBe(201);
    expect(bank.json().account.label).toBe('Banco do Brasil (001) · ag. 1584 · cc ****0169-6');
    const items = await list(ana);
    expect(items.map((i: { method: string }) => i.method)).toEqual(['bank', 'pix']);
    // Someone else sees none of them.
    expect(await list(await createUser(t))).toEqual([]);
  });

  it('saves the same account once, however it is typed', async () => {
    const ana = await createUser(t);
    const first = await save(ana, pix('Ana.Souza@Example.com'));
    const again = await save(ana, pix('  ana.souza@example.com '));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      message: SAVED_PAYOUT_ACCOUNT_MESSAGES.alreadySaved,
      account: { id: first.json().account.id },
    });
    expect(await list(ana)).toHaveLength(1);
    // The same account is another person's own to save.
    expect((await save(await createUser(t), pix('ana.souza@example.com'))).statusCode).toBe(201);
  });

  it('keeps at most 10 per person, and still answers one already saved at the limit', async () => {
    const ana = await createUser(t);
    const saved = await Promise.all(
      Array.from({ length: 12 }, (_, i) => save(ana, pix(`ana${i}@example.com`)).then((r) => r.statusCode)),
    );
    expect(saved.filter((s) => s === 201)).toHaveLength(10);
    expect(saved.filter((s) => s === 409)).toHaveLength(2);
    const refused = await save(ana, pix('outra@example.com'));
    expect(refused.json()).toEqual({ code: 'PAYOUT_ACCOUNT_LIMIT', message: SAVED_PAYOUT_ACCOUNT_MESSAGES.limit });
    const items = await list(ana);
    expect(items).toHaveLength(10);
    const kept = items[0].account.pixKey;
    expect((await save(ana, pix(kept))).statusCode).toBe(200);
  });

  it('keeps only the last 4 digits of a card', async () => {
    const ana = await createUser(t);
    const res = await save(ana, { method: 'card', cardNumber: '4111 1111 1111 1111' });
    expect(res.statusCode).toBe(201);
    expect(res.json().account).toMatchObject({
      label: 'Cartão final 1111',
      account: { method: 'card', cardLast4: '1111' },
    });
    const stored = await t.database.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, ana.id));
    expect(stored.map((row) => row.account)).toEqual([{ method: 'card', cardLast4: '1111' }]);
    expect(JSON.stringify(stored)).not.toContain(TEST_CARD);
    expect(JSON.stringify(await list(ana))).not.toContain(TEST_CARD);
  });

  it('refuses an invalid account with ZPayoutAccount’s message', async () => {
    const ana = await createUser(t);
    const res = await save(ana, pix('não é chave'));
    expect([res.statusCode, res.json().message]).toEqual([400, PAYOUT_ACCOUNT_MESSAGES.pixKeyInvalid]);
    expect((await save(ana, { method: 'card', cardNumber: '4111111111111112' })).json().message).toBe(
      PAYOUT_ACCOUNT_MESSAGES.cardInvalid,
    );
    expect(await list(ana)).toEqual([]);
  });

  it('removes the caller’s own; another person’s is not found and stays', async () => {
    const ana = await createUser(t);
    const bruno = await createUser(t);
    const id = (await save(ana, pix('ana@example.com'))).json().account.id;
    const other = await t.asUser(bruno).delete(`${URL}/${id}`);
    expect([other.statusCode, other.json()]).toEqual([
      404,
      { code: 'NOT_FOUND', message: SAVED_PAYOUT_ACCOUNT_MESSAGES.notFound },
    ]);
    expect(await list(ana)).toHaveLength(1);
    const mine = await t.asUser(ana).delete(`${URL}/${id}`);
    expect([mine.statusCode, mine.json()]).toEqual([200, { message: SAVED_PAYOUT_ACCOUNT_MESSAGES.removed }]);
    expect(await list(ana)).toEqual([]);
    expect((await t.asUser(ana).delete(`${URL}/${id}`)).statusCode).toBe(404);
    expect((await t.asUser(ana).delete(`${URL}/nao-e-id`)).json().code).toBe('INVALID_ID');
  });

  it('goes with its owner when the account is deleted', async () => {
    const ana = await createUser(t);
    await save(ana, pix('ana@example.com'));
    await t.database.db.delete(users).where(eq(users.id, ana.id));
    expect(await t.database.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, ana.id))).toEqual([]);
  });
});
