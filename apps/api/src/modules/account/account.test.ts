import { randomBytes } from 'node:crypto';
import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ACCOUNT_MESSAGES } from '@labora/shared/account';
import { AUTH_MESSAGES } from '@labora/shared/auth-rules';
import { COMMON_MESSAGES } from '@labora/shared/errors';
import { formatBRL } from '@labora/shared/money';
import { WALLET_MESSAGES } from '@labora/shared/wallet';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gigs } from '../../db/schema/gigs.js';
import { oneTimeCodes } from '../../db/schema/one-time-codes.js';
import { sessions } from '../../db/schema/sessions.js';
import { users } from '../../db/schema/users.js';
import { ledgerEntries } from '../../db/schema/wallet.js';
import { createContract, createGig, createUser, moneyPost, TEST_CARD, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { expectLedgerSound } from '../../test/ledger.js';
import { settleDueWithdrawals } from '../wallet/service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'Labora@2026';
const NEW_PASSWORD = 'Nova#Senha9!';

const logIn = (email: string, password: string) =>
  t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const me = (token?: string) => t.request({ method: 'GET', url: '/api/auth/me', token });
const changePassword = (token: string | undefined, payload: object) =>
  t.request({ method: 'PUT', url: '/api/users/password', token, payload });
const signOutEverywhere = (token?: string) => t.request({ method: 'DELETE', url: '/api/users/sessions', token });
const deleteAccount = (token: string | undefined, payload?: object) =>
  t.request({ method: 'DELETE', url: '/api/users/me', token, payload });

const change = (currentPassword: string, newPassword: string, confirmPassword = newPassword) => ({
  currentPassword,
  newPassword,
  confirmPassword,
});

/** A second session of the same user, as from another device. */
async function otherSession(email: string, password = PASSWORD): Promise<string> {
  const res = await logIn(email, password);
  expect(res.statusCode).toBe(200);
  return (res.json() as { token: string }).token;
}

async function rowsOf(userId: string) {
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  const [s] = await t.database.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId));
  const [c] = await t.database.db.select({ n: count() }).from(oneTimeCodes).where(eq(oneTimeCodes.userId, userId));
  return { user: Boolean(user), sessions: s?.n ?? 0, codes: c?.n ?? 0 };
}

const fileOf = (url: string) => path.join(t.uploadsDir, new URL(url, 'http://x').pathname.replace('/uploads/', ''));

/** A file as the upload code leaves it, under DATA_DIR/uploads/<folder>; returns its public URL. */
async function storedImage(folder: 'avatars' | 'gigs'): Promise<string> {
  const url = `/uploads/${folder}/${randomBytes(16).toString('hex')}.webp?v=123`;
  await mkdir(path.dirname(fileOf(url)), { recursive: true });
  await writeFile(fileOf(url), 'webp');
  await access(fileOf(url));
  return url;
}

/** Makes exactly these users the active admins (the file's tests share one database). */
async function setAdmins(...userIds: string[]) {
  await t.database.db.update(users).set({ role: 'user' }).where(eq(users.role, 'admin'));
  for (const id of userIds) await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, id));
}

describe('guests', () => {
  it('get 401 on every account endpoint, before any validation', async () => {
    for (const token of [undefined, 'x'.repeat(43)]) {
      const answers = [
        await changePassword(token, {}),
        await changePassword(token, change(PASSWORD, NEW_PASSWORD)),
        await signOutEverywhere(token),
        await deleteAccount(token),
        await deleteAccount(token, { password: PASSWORD }),
      ];
      for (const res of answers) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ code: 'UNAUTHORIZED', message: COMMON_MESSAGES.unauthorized });
      }
    }
  });
});

describe('OpenAPI', () => {
  it('documents the three routes under the account tag, with the bearer scheme and their bodies', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    const paths = res.json().paths;
    const operations = [
      paths['/api/users/password']?.put,
      paths['/api/users/sessions']?.delete,
      paths['/api/users/me']?.delete,
    ];
    for (const operation of operations) {
      expect(operation).toMatchObject({ tags: ['account'], security: [{ bearer: [] }] });
      expect(operation.responses).toHaveProperty('401');
    }
    expect(operations[0].requestBody.content['application/json'].schema.required).toEqual([
      'currentPassword',
      'newPassword',
      'confirmPassword',
    ]);
    expect(operations[2].requestBody.content['application/json'].schema.required).toEqual(['password']);
  });
});

describe('PUT /api/users/password', () => {
  it('refuses a wrong current password and keeps the old one', async () => {
    const { token, email } = await createUser(t);
    const res = await changePassword(token, change('Errada@2026', NEW_PASSWORD));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'WRONG_PASSWORD', message: ACCOUNT_MESSAGES.currentPasswordWrong });
    expect((await me(token)).statusCode).toBe(200);
    expect((await logIn(email, PASSWORD)).statusCode).toBe(200);
    expect((await logIn(email, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it('checks the new password as the reset screen does, and that it is new', async () => {
    const { token, email } = await createUser(t);
    const cases: Array<[object, string]> = [
      [{}, ACCOUNT_MESSAGES.currentPasswordMissing],
      [change('', NEW_PASSWORD), ACCOUNT_MESSAGES.currentPasswordMissing],
      [change(PASSWORD, 'fraca'), 'A nova senha não atende todos os requisitos.'],
      [change(PASSWORD, 'semnumero@A'), 'A nova senha não atende todos os requisitos.'],
      [change(PASSWORD, `Aa1@${'x'.repeat(200)}`), AUTH_MESSAGES.passwordTooLong],
      [change(PASSWORD, NEW_PASSWORD, 'Nova#Senha9?'), 'As senhas não coincidem.'],
      [change(PASSWORD, PASSWORD), ACCOUNT_MESSAGES.samePassword],
      // The same password in another Unicode spelling (full-width digit) is the same password to the hash.
      [change(PASSWORD, 'Labora@202６'), ACCOUNT_MESSAGES.samePassword],
    ];
    for (const [payload, message] of cases) {
      const res = await changePassword(token, payload);
      expect({ payload, status: res.statusCode, body: res.json() }).toEqual({
        payload,
        status: 400,
        body: { code: 'BAD_REQUEST', message },
      });
    }
    expect((await logIn(email, PASSWORD)).statusCode).toBe(200);
  });

  it('saves the new password and signs out every other session, keeping this one', async () => {
    const { token, email, id } = await createUser(t);
    const other = await otherSession(email);
    // A recovery code asked for before the change dies with the old password.
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/enviar-otp', payload: { email: email } })).statusCode,
    ).toBe(200);
    const code = /\b(\d{6})\b/.exec(t.mails.at(-1)?.text ?? '')?.[1] ?? '';

    const res = await changePassword(token, change(PASSWORD, NEW_PASSWORD));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.passwordChanged });

    expect((await me(token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await rowsOf(id)).sessions).toBe(1);
    const oldLogin = await logIn(email, PASSWORD);
    expect(oldLogin.statusCode).toBe(401);
    expect(oldLogin.json()).toEqual({ code: 'LOGIN_FAILED', message: AUTH_MESSAGES.loginWrong });
    expect((await logIn(email, NEW_PASSWORD)).statusCode).toBe(200);
    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/verificar-otp',
      payload: { email: email, otp: code, newPassword: 'Outra@Senha1' },
    });
    expect(reset.json()).toEqual({ code: 'OTP_INVALID', message: AUTH_MESSAGES.otpInvalid });
  });

  it('lets only one of two simultaneous changes through', async () => {
    const { token, email } = await createUser(t);
    const [a, b] = await Promise.all([
      changePassword(token, change(PASSWORD, 'Primeira@1')),
      changePassword(token, change(PASSWORD, 'Segunda@2')),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    const winner = a.statusCode === 200 ? 'Primeira@1' : 'Segunda@2';
    const loser = a.statusCode === 200 ? 'Segunda@2' : 'Primeira@1';
    expect((await logIn(email, winner)).statusCode).toBe(200);
    expect((await logIn(email, loser)).statusCode).toBe(401);
  });
});

describe('DELETE /api/users/sessions', () => {
  it('signs out every session, this one included, and the password still works', async () => {
    const { token, email, id } = await createUser(t);
    const other = await otherSession(email);
    const res = await signOutEverywhere(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.signedOutEverywhere });
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await rowsOf(id)).sessions).toBe(0);
    expect((await signOutEverywhere(token)).statusCode).toBe(401);
    expect((await logIn(email, PASSWORD)).statusCode).toBe(200);
  });
});

describe('DELETE /api/users/me', () => {
  it('refuses a wrong or missing password and deletes nothing', async () => {
    const { token, email, id } = await createUser(t);
    const wrong = await deleteAccount(token, { password: 'Errada@2026' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 'WRONG_PASSWORD', message: ACCOUNT_MESSAGES.passwordWrong });
    for (const payload of [undefined, {}, { password: '' }]) {
      const res = await deleteAccount(token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: ACCOUNT_MESSAGES.passwordMissing });
    }
    expect(await rowsOf(id)).toMatchObject({ user: true, sessions: 1 });
    expect((await me(token)).statusCode).toBe(200);
    expect((await logIn(email, PASSWORD)).statusCode).toBe(200);
  });

  it('erases the user, their sessions, codes, gigs and image files; the token and the password stop working', async () => {
    const admin = await createUser(t);
    await setAdmins(admin.id);
    const { token, email, id } = await createUser(t);
    await otherSession(email);
    await t.request({ method: 'POST', url: '/api/auth/enviar-otp', payload: { email: email } });
    const avatarUrl = await storedImage('avatars');
    const gigImageUrl = await storedImage('gigs');
    await t.database.db.update(users).set({ avatarUrl }).where(eq(users.id, id));
    await t.database.db.insert(gigs).values({
      sellerId: id,
      title: 'Logo',
      category: 'Design UI/UX',
      priceCents: 50_000,
      imageUrl: gigImageUrl,
    });
    expect(await rowsOf(id)).toEqual({ user: true, sessions: 2, codes: 1 });

    const res = await deleteAccount(token, { password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.deleted });

    expect(await rowsOf(id)).toEqual({ user: false, sessions: 0, codes: 0 });
    for (const url of [avatarUrl, gigImageUrl]) {
      await expect(access(fileOf(url))).rejects.toMatchObject({ code: 'ENOENT' });
    }
    const [gigCount] = await t.database.db.select({ n: count() }).from(gigs).where(eq(gigs.sellerId, id));
    expect(gigCount?.n).toBe(0);
    expect((await me(token)).statusCode).toBe(401);
    const again = await logIn(email, PASSWORD);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ code: 'LOGIN_FAILED', message: AUTH_MESSAGES.loginWrong });
    const list = await t.request({
      method: 'GET',
      url: `/api/usuarios?q=${encodeURIComponent(email)}`,
      token: admin.token,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([]);
  });

  it('keeps the last active admin, and lets them go once there is another', async () => {
    const first = await createUser(t);
    const second = await createUser(t);
    await setAdmins(first.id);
    // An inactive admin is no admin to rely on.
    await t.database.db.update(users).set({ role: 'admin', isActive: false }).where(eq(users.id, second.id));

    const refused = await deleteAccount(first.token, { password: PASSWORD });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'LAST_ADMIN', message: ACCOUNT_MESSAGES.lastAdmin });
    expect((await me(first.token)).statusCode).toBe(200);

    await t.database.db.update(users).set({ isActive: true }).where(eq(users.id, second.id));
    expect((await deleteAccount(first.token, { password: PASSWORD })).statusCode).toBe(200);
    expect((await rowsOf(first.id)).user).toBe(false);
  });

  it('lets a user who is not an admin go even when no admin is active', async () => {
    const { token, id } = await createUser(t);
    await setAdmins();
    expect((await deleteAccount(token, { password: PASSWORD })).statusCode).toBe(200);
    expect((await rowsOf(id)).user).toBe(false);
  });
});

describe('DELETE /api/users/me while money is held', () => {
  const deposit = (user: TestUser, amountCents: number) =>
    moneyPost(t, user, '/api/wallet/deposits', { amountCents, method: 'card', cardNumber: TEST_CARD });
  const withdraw = (user: TestUser, amountCents: number, method: 'pix' | 'bank') =>
    moneyPost(t, user, '/api/wallet/withdrawals', {
      amountCents,
      method,
      accountInfo:
        method === 'pix'
          ? { method, pixKey: 'saque@example.com' }
          : { method, bankCode: '001', agency: '1584', account: '00210169', digit: '6' },
    });
  const expectRefused = async (user: TestUser) => {
    const res = await deleteAccount(user.token, { password: PASSWORD });
    expect([res.statusCode, res.json()]).toEqual([
      409,
      { code: 'WALLET_NOT_EMPTY', message: WALLET_MESSAGES.walletNotEmpty },
    ]);
    expect(await rowsOf(user.id)).toMatchObject({ user: true, sessions: 1 });
    expect((await me(user.token)).statusCode).toBe(200);
  };
  const entriesOf = async (accountId: string) =>
    (await t.database.db.select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.accountId, accountId)))[0]
      ?.n ?? 0;

  it('refuses while the wallet has a balance', async () => {
    const ana = await createUser(t);
    expect((await deposit(ana, 10_000)).statusCode).toBe(201);
    await expectRefused(ana);
  });

  it('refuses both sides while a contract holds money in escrow', async () => {
    const { client, freelancer } = await createContract(t, { status: 'em_andamento' });
    expect((await t.asUser(client).get('/api/wallet')).json()).toMatchObject({ availableCents: 0 });
    await expectRefused(client);
    await expectRefused(freelancer);
  });

  it('refuses while a withdrawal is on its way out', async () => {
    const ana = await createUser(t);
    await deposit(ana, 10_000);
    expect((await withdraw(ana, 10_000, 'bank')).statusCode).toBe(201);
    expect((await t.asUser(ana).get('/api/wallet')).json()).toMatchObject({
      availableCents: 0,
      withdrawingCents: 10_000,
    });
    await expectRefused(ana);
  });

  it("refunds the buyers of a leaving seller's waiting orders, declined and told as by the seller", async () => {
    const seller = await createUser(t, { isFreelancer: true });
    const buyer = await createUser(t);
    const gig = await createGig(t, seller, { title: 'Logotipo expresso', priceCents: 30_000 });
    const ordered = await moneyPost(t, buyer, `/api/gigs/${gig.id}/orders`, { method: 'card', cardNumber: TEST_CARD });
    expect(ordered.statusCode).toBe(201);
    expect((await t.asUser(buyer).get('/api/wallet')).json()).toMatchObject({ availableCents: 0, escrowCents: 30_000 });

    t.delivered.length = 0;
    expect((await deleteAccount(seller.token, { password: PASSWORD })).statusCode).toBe(200);
    // The refunded buyer's bell hears of it once the deletion committed.
    expect(t.delivered).toContainEqual(
      expect.objectContaining({ type: 'notifications.changed', audience: [buyer.id] }),
    );
    expect((await t.asUser(buyer).get('/api/wallet')).json()).toMatchObject({ availableCents: 30_000, escrowCents: 0 });
    const [bell] = (await t.asUser(buyer).get('/api/notifications')).json().items;
    expect(bell.text).toBe(
      `Reembolso do serviço “Logotipo expresso”: ${formatBRL(30_000)} voltaram para a sua carteira.`,
    );
    await expectLedgerSound(t.database.db);
  });

  it('refuses a buyer whose paid order still waits, and the order stays for the seller to answer', async () => {
    const seller = await createUser(t, { isFreelancer: true });
    const buyer = await createUser(t);
    const gig = await createGig(t, seller, { priceCents: 20_000 });
    const ordered = await moneyPost(t, buyer, `/api/gigs/${gig.id}/orders`, { method: 'card', cardNumber: TEST_CARD });
    await expectRefused(buyer);
    const declined = await moneyPost(t, seller, `/api/gig-orders/${ordered.json().order.id}/decline`);
    expect([declined.statusCode, declined.json().order.status]).toEqual([200, 'declined']);
  });

  it('lets an empty wallet go with its past movements; the ledger keeps them and stays sound', async () => {
    const { client, freelancer, contract } = await createContract(t, { status: 'concluido' });
    expect((await t.asUser(freelancer).get('/api/wallet')).json().availableCents).toBeGreaterThan(0);
    const { availableCents } = (await t.asUser(freelancer).get('/api/wallet')).json();
    expect((await withdraw(freelancer, availableCents, 'pix')).statusCode).toBe(201);
    await settleDueWithdrawals(t.app.deps, t.clock.now());
    expect((await t.asUser(freelancer).get('/api/wallet')).json()).toMatchObject({
      availableCents: 0,
      escrowCents: 0,
      receivableCents: 0,
      withdrawingCents: 0,
    });
    const kept = {
      client: await entriesOf(client.id),
      freelancer: await entriesOf(freelancer.id),
      escrow: await entriesOf(contract.id),
    };
    expect(kept).toEqual({ client: 2, freelancer: 2, escrow: 3 });

    for (const user of [client, freelancer]) {
      expect((await deleteAccount(user.token, { password: PASSWORD })).statusCode).toBe(200);
      expect((await rowsOf(user.id)).user).toBe(false);
    }
    expect({
      client: await entriesOf(client.id),
      freelancer: await entriesOf(freelancer.id),
      escrow: await entriesOf(contract.id),
    }).toEqual(kept);
    await expectLedgerSound(t.database.db);
  });
});

describe('password checks', () => {
  it('allow 10 attempts per user in 15 minutes across both forms, then 429 with Retry-After', async () => {
    const { token, email } = await createUser(t);
    const other = await createUser(t);
    for (let i = 0; i < 5; i++) {
      expect((await changePassword(token, change('Errada@2026', NEW_PASSWORD))).statusCode).toBe(400);
      expect((await deleteAccount(token, { password: 'Errada@2026' })).statusCode).toBe(400);
    }
    const blocked = await changePassword(token, change(PASSWORD, NEW_PASSWORD));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: ACCOUNT_MESSAGES.passwordRateLimited });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const blockedDelete = await deleteAccount(token, { password: PASSWORD });
    expect(blockedDelete.statusCode).toBe(429);
    expect(Number(blockedDelete.headers['retry-after'])).toBeGreaterThan(0);
    // Counted per user: someone else is not held back.
    expect((await changePassword(other.token, change(PASSWORD, NEW_PASSWORD))).statusCode).toBe(200);

    t.clock.advance(15 * 60_000 + 1000);
    expect((await changePassword(token, change(PASSWORD, NEW_PASSWORD))).statusCode).toBe(200);
    expect((await logIn(email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});
