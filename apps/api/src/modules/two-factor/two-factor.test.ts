import { TWO_FACTOR_MESSAGES } from '@labora/shared/two-factor';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoFactorDevices, twoFactorSecrets, twoFactorTickets } from '../../db/schema/two-factor.js';
import { createUser, moneyPost, TEST_CARD, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { setPhone, uniquePhone } from '../../test/phone.js';
import { issueOneTimeCode } from '../auth/service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STEP = 30_000;
/** The app's code for `secret`, `steps` 30-second steps from the test clock's now. */
const codeAt = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: t.clock.now().getTime() + steps * STEP });

const login = (user: TestUser, extra: object = {}) =>
  t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password, ...extra },
  });
const secondStep = (payload: object) => t.request({ method: 'POST', url: '/api/auth/two-factor', payload });

/** Two-factor sign-in turned on for `user` through the API; the clock then moves to a fresh step. */
async function turnOn(user: TestUser) {
  const setup = await t.asUser(user).post('/api/users/me/two-factor/setup');
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const enabled = await t.asUser(user).post('/api/users/me/two-factor/enable', { code: codeAt(secret) });
  expect(enabled.statusCode).toBe(200);
  t.clock.advance(STEP);
  return { secret, recoveryCodes: enabled.json().recoveryCodes as string[] };
}

async function ticketOf(user: TestUser, extra: object = {}) {
  const res = await login(user, extra);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body).toEqual({
    twoFactorRequired: true,
    ticket: expect.any(String),
    message: TWO_FACTOR_MESSAGES.secondStep,
  });
  expect(body).not.toHaveProperty('token');
  return body.ticket as string;
}

describe('two-factor enrolment', () => {
  it('shows a secret and a QR code, is off until a first code, then answers 10 recovery codes once', async () => {
    const ana = await createUser(t);
    expect((await t.asUser(ana).get('/api/users/me/two-factor')).json()).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
    });
    const setup = await t.asUser(ana).post('/api/users/me/two-factor/setup');
    const { secret, otpauthUri, qrCodeDataUrl } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Labora:/);
    expect(qrCodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    // Not on yet: a login still signs in at once.
    expect((await login(ana)).json()).toHaveProperty('token');

    const wrong = await t.asUser(ana).post('/api/users/me/two-factor/enable', { code: codeAt(secret, 5) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'TWO_FACTOR_INVALID', message: TWO_FACTOR_MESSAGES.invalid });

    const enabled = await t.asUser(ana).post('/api/users/me/two-factor/enable', { code: codeAt(secret) });
    expect(enabled.statusCode).toBe(200);
    const { recoveryCodes } = enabled.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(recoveryCodes[0]).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const status = (await t.asUser(ana).get('/api/users/me/two-factor')).json();
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    // The secret never comes back: a second setup is refused, and no answer carries it.
    const again = await t.asUser(ana).post('/api/users/me/two-factor/setup');
    expect(again.statusCode).toBe(409);
    expect(again.body).not.toContain(secret);
    expect(JSON.stringify(status)).not.toContain(secret);
  });

  it('refuses enabling without a setup', async () => {
    const bia = await createUser(t);
    const res = await t.asUser(bia).post('/api/users/me/two-factor/enable', { code: '123456' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('TWO_FACTOR_NOT_ON');
  });
});

describe('two-factor sign-in', () => {
  it('asks for a code before any session, then signs in with it', async () => {
    const ana = await createUser(t);
    const { secret } = await turnOn(ana);
    const ticket = await ticketOf(ana);
    const res = await secondStep({ ticket, code: codeAt(secret) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { email: ana.email }, token: expect.any(String), isFirstLogin: true });
    expect(res.json()).not.toHaveProperty('deviceToken');
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: res.json().token });
    expect(me.statusCode).toBe(200);
    // The ticket worked once.
    t.clock.advance(STEP);
    const reused = await secondStep({ ticket, code: codeAt(secret) });
    expect(reused.json().code).toBe('TWO_FACTOR_TICKET_INVALID');
  });

  it("accepts the previous step's code, refuses one two steps old, and refuses a used code again", async () => {
    const ana = await createUser(t);
    const { secret } = await turnOn(ana);
    t.clock.advance(10 * STEP);
    const old = await secondStep({ ticket: await ticketOf(ana), code: codeAt(secret, -2) });
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({ code: 'TWO_FACTOR_INVALID', message: TWO_FACTOR_MESSAGES.invalid });

    const previous = codeAt(secret, -1);
    const accepted = await secondStep({ ticket: await ticketOf(ana), code: previous });
    expect(accepted.statusCode).toBe(200);
    const replay = await secondStep({ ticket: await ticketOf(ana), code: previous });
    expect(replay.json().code).toBe('TWO_FACTOR_INVALID');
    // A code of an older step than the one used is refused too, even inside the window.
    t.clock.advance(STEP);
    expect((await secondStep({ ticket: await ticketOf(ana), code: codeAt(secret, -2) })).json().code).toBe(
      'TWO_FACTOR_INVALID',
    );
    expect((await secondStep({ ticket: await ticketOf(ana), code: codeAt(secret) })).statusCode).toBe(200);
  });

  it('takes each recovery code once', async () => {
    const ana = await createUser(t);
    const { recoveryCodes } = await turnOn(ana);
    const [first] = recoveryCodes as [string];
    const ok = await secondStep({ ticket: await ticketOf(ana), recoveryCode: first.toUpperCase() });
    expect(ok.statusCode).toBe(200);
    const again = await secondStep({ ticket: await ticketOf(ana), recoveryCode: first });
    expect(again.json().code).toBe('TWO_FACTOR_INVALID');
    expect((await t.asUser(ana).get('/api/users/me/two-factor')).json().recoveryCodesLeft).toBe(9);
    // Another person's code is no code of Ana's.
    const bia = await createUser(t);
    const bias = await turnOn(bia);
    const crossed = await secondStep({ ticket: await ticketOf(ana), recoveryCode: bias.recoveryCodes[0] });
    expect(crossed.json().code).toBe('TWO_FACTOR_INVALID');
  });

  it('kills a ticket after 5 wrong codes, and limits the codes tried per person', async () => {
    const ana = await createUser(t);
    const { secret } = await turnOn(ana);
    const ticket = await ticketOf(ana);
    for (let i = 0; i < 5; i++) {
      expect((await secondStep({ ticket, code: '000000' })).json().code).toBe('TWO_FACTOR_INVALID');
    }
    const dead = await secondStep({ ticket, code: codeAt(secret) });
    expect(dead.json()).toMatchObject({
      code: 'TWO_FACTOR_TICKET_INVALID',
      message: TWO_FACTOR_MESSAGES.ticketExpired,
    });
    // Fresh tickets do not reset the person's budget: 10 checks in 15 minutes.
    const next = await ticketOf(ana);
    for (let i = 0; i < 4; i++) await secondStep({ ticket: next, code: '000000' });
    const limited = await secondStep({ ticket: await ticketOf(ana), code: codeAt(secret) });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(TWO_FACTOR_MESSAGES.rateLimited);
    t.clock.advance(15 * 60_000);
    expect((await secondStep({ ticket: await ticketOf(ana), code: codeAt(secret) })).statusCode).toBe(200);
  });

  it('lets a ticket expire after 5 minutes', async () => {
    const ana = await createUser(t);
    const { secret } = await turnOn(ana);
    const ticket = await ticketOf(ana);
    t.clock.advance(5 * 60_000 + 1);
    const res = await secondStep({ ticket, code: codeAt(secret) });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('TWO_FACTOR_TICKET_INVALID');
    expect((await secondStep({ ticket: 'nao-existe', code: codeAt(secret) })).json().code).toBe(
      'TWO_FACTOR_TICKET_INVALID',
    );
  });

  it('skips the step on a remembered device until sign-out-everywhere, a password change or turning it off', async () => {
    const ana = await createUser(t);
    const { secret } = await turnOn(ana);
    const remember = async () => {
      t.clock.advance(STEP);
      const res = await secondStep({ ticket: await ticketOf(ana), code: codeAt(secret), rememberDevice: true });
      expect(res.statusCode).toBe(200);
      return res.json() as { token: string; deviceToken: string };
    };
    const first = await remember();
    expect(first.deviceToken).toEqual(expect.any(String));
    const direct = await login(ana, { device: first.deviceToken });
    expect(direct.json()).toHaveProperty('token');
    // An unknown device token changes nothing.
    await ticketOf(ana, { device: 'desconhecido' });

    // 'Sair de todos os dispositivos' forgets it.
    expect(
      (await t.request({ method: 'DELETE', url: '/api/users/sessions', token: direct.json().token })).statusCode,
    ).toBe(200);
    await ticketOf(ana, { device: first.deviceToken });

    // So does a password change.
    const second = await remember();
    const newPassword = 'Nova#Senha9!';
    const changed = await t.request({
      method: 'PUT',
      url: '/api/users/password',
      token: second.token,
      payload: { currentPassword: ana.password, newPassword, confirmPassword: newPassword },
    });
    expect(changed.statusCode).toBe(200);
    ana.password = newPassword;
    await ticketOf(ana, { device: second.deviceToken });

    // And it expires after 30 days.
    const third = await remember();
    t.clock.advance(30 * 24 * 60 * 60_000);
    await ticketOf(ana, { device: third.deviceToken });

    // Turning it off forgets devices too: on again, the old token skips nothing.
    const fourth = await remember();
    t.clock.advance(STEP);
    const off = await t
      .asUser({ token: fourth.token })
      .post('/api/users/me/two-factor/disable', { password: ana.password, code: codeAt(secret) });
    expect(off.statusCode).toBe(200);
    await turnOn({ ...ana, token: fourth.token });
    await ticketOf(ana, { device: fourth.deviceToken });
  });
});

describe('two-factor sign-in after a phone code', () => {
  it('asks the phone sign-in for the second step too, and a remembered device skips it there as well', async () => {
    const ana = await createUser(t);
    const phone = await setPhone(t, ana, uniquePhone(), { verified: true });
    const { secret } = await turnOn(ana);
    const byPhone = async (device?: string) => {
      const code = await issueOneTimeCode(t.app.deps, { userId: ana.id, purpose: 'phone_sign_in', target: phone });
      const res = await t.request({ method: 'POST', url: '/api/auth/phone/verify', payload: { phone, code, device } });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const asked = await byPhone();
    expect(asked).toEqual({
      twoFactorRequired: true,
      ticket: expect.any(String),
      message: TWO_FACTOR_MESSAGES.secondStep,
    });
    const done = await secondStep({ ticket: asked.ticket, code: codeAt(secret), rememberDevice: true });
    expect(done.statusCode).toBe(200);
    expect(await byPhone(done.json().deviceToken)).toHaveProperty('token');
  });
});

describe('the hourly prune', () => {
  it('drops tickets a day past their expiry and expired remembered devices', async () => {
    const ana = await createUser(t);
    const { secret } = await turnOn(ana);
    const rows = async () => ({
      tickets: (await t.database.db.select().from(twoFactorTickets).where(eq(twoFactorTickets.userId, ana.id))).length,
      devices: (await t.database.db.select().from(twoFactorDevices).where(eq(twoFactorDevices.userId, ana.id))).length,
    });
    await secondStep({ ticket: await ticketOf(ana), code: codeAt(secret), rememberDevice: true });
    await ticketOf(ana);
    await t.app.scheduler.runNow('two-factor.prune');
    expect(await rows()).toEqual({ tickets: 2, devices: 1 });
    t.clock.advance(2 * 24 * 60 * 60_000);
    await t.app.scheduler.runNow('two-factor.prune');
    expect(await rows()).toEqual({ tickets: 0, devices: 1 });
    t.clock.advance(30 * 24 * 60 * 60_000);
    await t.app.scheduler.runNow('two-factor.prune');
    expect(await rows()).toEqual({ tickets: 0, devices: 0 });
  });
});

describe('turning two-factor sign-in off and new recovery codes', () => {
  it('needs the password and a code, then signs in with the password alone', async () => {
    const ana = await createUser(t);
    const { secret } = await turnOn(ana);
    const url = '/api/users/me/two-factor/disable';
    const wrongPassword = await t.asUser(ana).post(url, { password: 'Errada@123', code: codeAt(secret) });
    expect(wrongPassword.json()).toMatchObject({ code: 'WRONG_PASSWORD', message: TWO_FACTOR_MESSAGES.passwordWrong });
    const wrongCode = await t.asUser(ana).post(url, { password: ana.password, code: '000000' });
    expect(wrongCode.json().code).toBe('TWO_FACTOR_INVALID');
    const missing = await t.asUser(ana).post(url, { password: ana.password });
    expect(missing.statusCode).toBe(400);
    const off = await t.asUser(ana).post(url, { password: ana.password, code: codeAt(secret) });
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe(TWO_FACTOR_MESSAGES.disabled);
    expect((await login(ana)).json()).toHaveProperty('token');
    expect((await t.asUser(ana).get('/api/users/me/two-factor')).json().enabled).toBe(false);
    const [row] = await t.database.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, ana.id));
    expect(row).toBeUndefined();
  });

  it('regenerates recovery codes: the old ones stop working', async () => {
    const ana = await createUser(t);
    const { recoveryCodes } = await turnOn(ana);
    const res = await t.asUser(ana).post('/api/users/me/two-factor/recovery-codes', {
      password: ana.password,
      code: recoveryCodes[0],
    });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect((await secondStep({ ticket: await ticketOf(ana), recoveryCode: recoveryCodes[1] })).json().code).toBe(
      'TWO_FACTOR_INVALID',
    );
    expect((await secondStep({ ticket: await ticketOf(ana), recoveryCode: fresh[1] })).statusCode).toBe(200);
  });
});

describe('sensitive moves with two-factor sign-in on', () => {
  it('asks for a code to change the e-mail', async () => {
    const ana = await createUser(t);
    const { secret } = await turnOn(ana);
    const body = { newEmail: `novo-${Date.now()}@exemplo.com`, password: ana.password };
    const missing = await t.asUser(ana).post('/api/users/email-change', body);
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({ code: 'TWO_FACTOR_REQUIRED', message: TWO_FACTOR_MESSAGES.required });
    const wrong = await t.asUser(ana).post('/api/users/email-change', { ...body, twoFactorCode: '000000' });
    expect(wrong.json().code).toBe('TWO_FACTOR_INVALID');
    const ok = await t.asUser(ana).post('/api/users/email-change', { ...body, twoFactorCode: codeAt(secret) });
    expect(ok.statusCode).toBe(200);
    // Without two-factor sign-in, nothing changes for anyone.
    const bia = await createUser(t);
    const plain = await t.asUser(bia).post('/api/users/email-change', { ...body, password: bia.password });
    expect(plain.statusCode).toBe(200);
  });

  it('asks for a code to delete the account', async () => {
    const ana = await createUser(t);
    const { recoveryCodes } = await turnOn(ana);
    const del = (payload: object) => t.request({ method: 'DELETE', url: '/api/users/me', token: ana.token, payload });
    expect((await del({ password: ana.password })).json().code).toBe('TWO_FACTOR_REQUIRED');
    expect((await del({ password: ana.password, twoFactorCode: 'aaaaa-aaaaa' })).json().code).toBe(
      'TWO_FACTOR_INVALID',
    );
    expect((await del({ password: ana.password, twoFactorCode: recoveryCodes[0] })).statusCode).toBe(200);
  });

  it('asks for a code on the first withdrawal to an account, not on the next ones to it', async () => {
    const ana = await createUser(t);
    const { secret } = await turnOn(ana);
    expect(
      (await moneyPost(t, ana, '/api/wallet/deposits', { amountCents: 100_000, method: 'card', cardNumber: TEST_CARD }))
        .statusCode,
    ).toBe(201);
    const withdrawal = (pixKey: string, twoFactorCode?: string) => ({
      amountCents: 10_000,
      method: 'pix',
      accountInfo: { method: 'pix', pixKey },
      ...(twoFactorCode ? { twoFactorCode } : {}),
    });
    const missing = await moneyPost(t, ana, '/api/wallet/withdrawals', withdrawal('ana@example.com'));
    expect(missing.statusCode).toBe(403);
    expect(missing.json().code).toBe('TWO_FACTOR_REQUIRED');
    const wrong = await moneyPost(t, ana, '/api/wallet/withdrawals', withdrawal('ana@example.com', '000000'));
    expect(wrong.json().code).toBe('TWO_FACTOR_INVALID');
    const ok = await moneyPost(t, ana, '/api/wallet/withdrawals', withdrawal('ana@example.com', codeAt(secret)));
    expect(ok.statusCode).toBe(201);
    // The same account again: no code needed. A new one: asked again.
    expect((await moneyPost(t, ana, '/api/wallet/withdrawals', withdrawal('ana@example.com'))).statusCode).toBe(201);
    expect((await moneyPost(t, ana, '/api/wallet/withdrawals', withdrawal('outra@example.com'))).json().code).toBe(
      'TWO_FACTOR_REQUIRED',
    );
    // Without two-factor sign-in a withdrawal needs no code.
    const bia = await createUser(t);
    await moneyPost(t, bia, '/api/wallet/deposits', { amountCents: 100_000, method: 'card', cardNumber: TEST_CARD });
    expect((await moneyPost(t, bia, '/api/wallet/withdrawals', withdrawal('bia@example.com'))).statusCode).toBe(201);
  });
});
