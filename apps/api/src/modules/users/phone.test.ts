import { PHONE_MESSAGES } from '@labora/shared/phone-sign-in';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { setPhone, smsCodeTo, solvedChallenge, uniquePhone } from '../../test/phone.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const status = async (who: TestUser) => (await t.asUser(who).get('/api/users/me/phone')).json();

/** Asks for a verification code and reads it from the SMS. */
async function verifyCodeFor(who: TestUser, phone: string): Promise<string> {
  const before = t.smsSent.length;
  const res = await t.asUser(who).post('/api/users/me/phone/code');
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ message: PHONE_MESSAGES.verifyCodeSent });
  return smsCodeTo(t, phone, { after: before });
}

const confirm = (who: TestUser, code: string) => t.asUser(who).post('/api/users/me/phone/verify', { code });
const signInCodeSent = async (phone: string) => {
  const before = t.smsSent.length;
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/phone/code',
    payload: { phone, altcha: await solvedChallenge(t) },
  });
  expect(res.statusCode).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 100));
  return t.smsSent.slice(before).some((sms) => sms.to === phone);
};

describe('the phone in Configurações', () => {
  it('is the one typed at sign-up, unverified', async () => {
    const user = await createUser(t, { phone: '(21) 98765-4321' });
    expect(await status(user)).toEqual({ phone: '21987654321', phoneVerified: false });
  });

  it('becomes verified with the texted code, after which it signs in', async () => {
    const user = await createUser(t);
    const phone = await setPhone(t, user, uniquePhone(), { verified: false });
    expect(await signInCodeSent(phone)).toBe(false);
    const code = await verifyCodeFor(user, phone);
    expect(t.smsSent.at(-1)?.text).toMatch(/^\d{6} é o seu código para verificar seu celular no Labora/);
    const wrong = await confirm(user, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 'PHONE_CODE_INVALID', message: PHONE_MESSAGES.codeInvalid });
    const res = await confirm(user, code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ phone, phoneVerified: true, message: PHONE_MESSAGES.verified });
    expect(await status(user)).toEqual({ phone, phoneVerified: true });
    expect((await confirm(user, code)).statusCode).toBe(400);
    const again = await t.asUser(user).post('/api/users/me/phone/code');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'PHONE_ALREADY_VERIFIED', message: PHONE_MESSAGES.alreadyVerified });
    expect(await signInCodeSent(phone)).toBe(true);
  }, 30_000);

  it('belongs to one account once verified: a second one is told in Portuguese (409)', async () => {
    const phone = uniquePhone();
    const [first, second, third] = await Promise.all([createUser(t), createUser(t), createUser(t)]);
    for (const user of [first, second, third]) await setPhone(t, user, phone, { verified: false });
    // Two codes out before either is used: the database decides.
    const firstCode = await verifyCodeFor(first, phone);
    const secondCode = await verifyCodeFor(second, phone);
    expect((await confirm(first, firstCode)).statusCode).toBe(200);
    const late = await confirm(second, secondCode);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ code: 'PHONE_TAKEN', message: PHONE_MESSAGES.taken });
    expect(await status(second)).toEqual({ phone, phoneVerified: false });
    const asked = await t.asUser(third).post('/api/users/me/phone/code');
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toEqual({ code: 'PHONE_TAKEN', message: PHONE_MESSAGES.taken });
  });

  it('changes only with the password, and the new one is unverified', async () => {
    const user = await createUser(t);
    const oldPhone = await setPhone(t, user, uniquePhone(), { verified: true });
    const newPhone = uniquePhone();
    const formatted = `(${newPhone.slice(0, 2)}) ${newPhone.slice(2, 7)}-${newPhone.slice(7)}`;
    const wrong = await t.asUser(user).put('/api/users/me/phone', { phone: formatted, password: 'Errada@2026' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 'WRONG_PASSWORD', message: PHONE_MESSAGES.passwordWrong });
    const missing = await t.asUser(user).put('/api/users/me/phone', { phone: formatted });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(PHONE_MESSAGES.passwordMissing);
    const same = await t.asUser(user).put('/api/users/me/phone', { phone: oldPhone, password: user.password });
    expect(same.json()).toEqual({ code: 'SAME_PHONE', message: PHONE_MESSAGES.samePhone });
    expect(await status(user)).toEqual({ phone: oldPhone, phoneVerified: true });

    const res = await t.asUser(user).put('/api/users/me/phone', { phone: formatted, password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ phone: newPhone, phoneVerified: false, message: PHONE_MESSAGES.changed });
    expect(await status(user)).toEqual({ phone: newPhone, phoneVerified: false });
    // Neither number signs in now: the old one is not the account's, the new one is not verified.
    expect(await signInCodeSent(oldPhone)).toBe(false);
    expect(await signInCodeSent(newPhone)).toBe(false);
  }, 30_000);

  it('a code sent to the old number does not verify the new one', async () => {
    const user = await createUser(t);
    const oldPhone = await setPhone(t, user, uniquePhone(), { verified: false });
    const code = await verifyCodeFor(user, oldPhone);
    const newPhone = uniquePhone();
    expect(
      (await t.asUser(user).put('/api/users/me/phone', { phone: newPhone, password: user.password })).statusCode,
    ).toBe(200);
    expect((await confirm(user, code)).json()).toEqual({
      code: 'PHONE_CODE_INVALID',
      message: PHONE_MESSAGES.codeInvalid,
    });
    expect(await status(user)).toEqual({ phone: newPhone, phoneVerified: false });
  });

  it('texts at most 5 verification codes an hour per account', async () => {
    const user = await createUser(t);
    const phone = await setPhone(t, user, uniquePhone(), { verified: false });
    for (let i = 0; i < 5; i++) expect((await t.asUser(user).post('/api/users/me/phone/code')).statusCode).toBe(200);
    const over = await t.asUser(user).post('/api/users/me/phone/code');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: PHONE_MESSAGES.requestRateLimited });
    expect(t.smsSent.filter((sms) => sms.to === phone)).toHaveLength(5);
  });

  it('takes 5 wrong codes, then the code is dead', async () => {
    const user = await createUser(t);
    const phone = await setPhone(t, user, uniquePhone(), { verified: false });
    const code = await verifyCodeFor(user, phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) expect((await confirm(user, wrong)).statusCode).toBe(400);
    expect((await confirm(user, code)).statusCode).toBe(400);
  });
});

describe('the profile form and the phone', () => {
  const profile = (user: TestUser, phone: string) => ({
    first_name: 'ana',
    last_name: 'de souza',
    email: user.email,
    phone,
  });

  it('refuses a different phone, pointing to Configurações', async () => {
    const user = await createUser(t);
    const res = await t.asUser(user).put('/api/users/profile', profile(user, '(31) 99876-5432'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'PHONE_CHANGE_NEEDS_PASSWORD', message: PHONE_MESSAGES.changeNeedsPassword });
    expect(await status(user)).toEqual({ phone: '11987654321', phoneVerified: false });
  });

  it('saves with the same phone (formatted or not), keeping it verified', async () => {
    const user = await createUser(t);
    const phone = await setPhone(t, user, uniquePhone(), { verified: true });
    const formatted = `(${phone.slice(0, 2)}) ${phone.slice(2, 7)}-${phone.slice(7)}`;
    expect((await t.asUser(user).put('/api/users/profile', profile(user, formatted))).statusCode).toBe(200);
    expect((await t.asUser(user).put('/api/users/profile', profile(user, phone))).statusCode).toBe(200);
    expect(await status(user)).toEqual({ phone, phoneVerified: true });
  });
});
