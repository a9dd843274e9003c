import { performance } from 'node:perf_hooks';
import { AUTH_MESSAGES } from '@labora/shared/auth-rules';
import { PHONE_MESSAGES } from '@labora/shared/phone-sign-in';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import { createUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { setPhone, smsCodeTo, solvedChallenge, uniquePhone } from '../../test/phone.js';
import { issueOneTimeCode, PHONE_SIGN_IN_RATE_LIMITS } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const requestCode = async (phone: string, options: { ip?: string; altcha?: string | null } = {}) =>
  t.request({
    method: 'POST',
    url: '/api/auth/phone/code',
    ip: options.ip,
    payload: {
      phone,
      ...(options.altcha === null ? {} : { altcha: options.altcha ?? (await solvedChallenge(t)) }),
    },
  });
const verify = (phone: string, code: string, ip?: string) =>
  t.request({ method: 'POST', url: '/api/auth/phone/verify', payload: { phone, code }, ip });

/** A signed-up person whose phone is verified. */
async function personWithVerifiedPhone() {
  const user = await createUser(t);
  const phone = await setPhone(t, user, uniquePhone(), { verified: true });
  return { ...user, phone };
}

/** Asks for a sign-in code and reads it from the SMS. */
async function codeFor(phone: string): Promise<string> {
  const before = t.smsSent.length;
  const res = await requestCode(phone);
  expect(res.statusCode).toBe(200);
  return smsCodeTo(t, phone, { after: before });
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const invalid = { code: 'PHONE_CODE_INVALID', message: PHONE_MESSAGES.codeInvalid };
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('phone sign-in: asking for a code', () => {
  it('needs a solved challenge every time, and a used one does not work twice', async () => {
    const { phone } = await personWithVerifiedPhone();
    const before = t.smsSent.length;
    const missing = await requestCode(phone, { altcha: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(PHONE_MESSAGES.challengeMissing);
    const forged = await requestCode(phone, { altcha: Buffer.from('{}').toString('base64') });
    expect(forged.statusCode).toBe(429);
    expect(forged.json()).toEqual({ code: 'CHALLENGE_REQUIRED', message: AUTH_MESSAGES.challengeInvalid });
    const altcha = await solvedChallenge(t);
    expect((await requestCode(phone, { altcha })).statusCode).toBe(200);
    expect((await requestCode(phone, { altcha })).json()).toEqual({
      code: 'CHALLENGE_REQUIRED',
      message: AUTH_MESSAGES.challengeInvalid,
    });
    await smsCodeTo(t, phone, { after: before });
    await settle();
    expect(t.smsSent.length).toBe(before + 1);
  });

  it('refuses a malformed phone in Portuguese', async () => {
    const res = await requestCode('123');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: PHONE_MESSAGES.invalidPhone });
  });

  it('answers the same for an unknown, an unverified and a verified phone, and texts only the verified one', async () => {
    const { phone } = await personWithVerifiedPhone();
    const unverified = await setPhone(t, await createUser(t), uniquePhone(), { verified: false });
    const inactive = await personWithVerifiedPhone();
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, inactive.id));
    const before = t.smsSent.length;
    const answers = [];
    for (const number of [uniquePhone(), unverified, inactive.phone, phone]) answers.push(await requestCode(number));
    await smsCodeTo(t, phone, { after: before });
    await settle();
    expect(t.smsSent.slice(before).map((sms) => sms.to)).toEqual([phone]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ message: PHONE_MESSAGES.signInCodeSent });
    }
    const text = t.smsSent.at(-1)?.text ?? '';
    expect(text).toMatch(/^\d{6} é o seu código para entrar no Labora/);
    expect(text).toContain('10 minutos');
  });

  it('takes as long for an unknown phone as for a verified one (medians within 20 ms)', async () => {
    const people = await Promise.all(Array.from({ length: 5 }, () => personWithVerifiedPhone()));
    const known: number[] = [];
    const unknown: number[] = [];
    for (const person of people) {
      for (const [phone, times] of [
        [person.phone, known],
        [uniquePhone(), unknown],
      ] as const) {
        const altcha = await solvedChallenge(t);
        const before = t.smsSent.length;
        const start = performance.now();
        const res = await requestCode(phone, { altcha });
        times.push(performance.now() - start);
        expect(res.statusCode).toBe(200);
        // The SMS leaves after the answer: let it go before the next measure.
        if (phone === person.phone) await smsCodeTo(t, phone, { after: before });
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    console.log(
      `phone code request medians: known ${median(known).toFixed(1)} ms, unknown ${median(unknown).toFixed(1)} ms`,
    );
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(20);
  }, 60_000);

  it('texts a phone at most 5 times an hour, whoever asks', async () => {
    const { phone } = await personWithVerifiedPhone();
    for (let i = 0; i < 5; i++) expect((await requestCode(phone)).statusCode).toBe(200);
    const sixth = await requestCode(phone);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: PHONE_MESSAGES.requestRateLimited });
    t.clock.advance(60 * 60_000 + 1000);
    expect((await requestCode(phone)).statusCode).toBe(200);
  }, 30_000);

  it('takes at most 20 code requests an hour from one address', async () => {
    const ip = '203.0.113.21';
    // 18 earlier requests counted directly (each real one costs a solved challenge), then 2 real ones.
    for (let i = 0; i < 18; i++) await consumeRateLimit(t.app.deps, PHONE_SIGN_IN_RATE_LIMITS.requestPerIp, ip);
    for (let i = 0; i < 2; i++) expect((await requestCode(uniquePhone(), { ip })).statusCode).toBe(200);
    const over = await requestCode(uniquePhone(), { ip });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(PHONE_MESSAGES.requestRateLimited);
    expect((await requestCode(uniquePhone(), { ip: '203.0.113.22' })).statusCode).toBe(200);
  }, 60_000);
});

describe('phone sign-in: the code', () => {
  it('signs in the verified phone’s owner, answering like the password login', async () => {
    const person = await personWithVerifiedPhone();
    const res = await verify(person.phone, await codeFor(person.phone));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ user: { _id: person.id, email: person.email }, isFirstLogin: true });
    expect(body.message).toBe(AUTH_MESSAGES.loginOk);
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: body.token });
    expect(me.statusCode).toBe(200);
    expect(me.json().user._id).toBe(person.id);
  });

  it('works once', async () => {
    const { phone } = await personWithVerifiedPhone();
    const code = await codeFor(phone);
    expect((await verify(phone, code)).statusCode).toBe(200);
    const again = await verify(phone, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(invalid);
  });

  it('expires after 10 minutes', async () => {
    const { phone } = await personWithVerifiedPhone();
    const code = await codeFor(phone);
    t.clock.advance(10 * 60_000 + 1000);
    expect((await verify(phone, code)).json()).toEqual(invalid);
  });

  it('dies after 5 wrong tries, even for the right code next', async () => {
    const { phone } = await personWithVerifiedPhone();
    const code = await codeFor(phone);
    for (let i = 0; i < 5; i++) expect((await verify(phone, wrongCode(code))).json()).toEqual(invalid);
    expect((await verify(phone, code)).json()).toEqual(invalid);
  });

  it('a newer code replaces the older one', async () => {
    const { phone } = await personWithVerifiedPhone();
    const first = await codeFor(phone);
    const second = await codeFor(phone);
    if (first !== second) expect((await verify(phone, first)).json()).toEqual(invalid);
    expect((await verify(phone, second)).statusCode).toBe(200);
  });

  it('never signs in through an unverified phone, nor another purpose’s code', async () => {
    const user = await createUser(t);
    const phone = await setPhone(t, user, uniquePhone(), { verified: false });
    const signInCode = await issueOneTimeCode(t.app.deps, { userId: user.id, purpose: 'phone_sign_in', target: phone });
    expect((await verify(phone, signInCode)).json()).toEqual(invalid);
    // Verified now, but the code of the verification flow is not a sign-in code.
    await setPhone(t, user, phone, { verified: true });
    const verifyCode = await issueOneTimeCode(t.app.deps, { userId: user.id, purpose: 'phone_verify', target: phone });
    expect((await verify(phone, verifyCode)).json()).toEqual(invalid);
  });

  it('signs nobody in once the account moved to another phone', async () => {
    const person = await personWithVerifiedPhone();
    const code = await codeFor(person.phone);
    const changed = await t
      .asUser(person)
      .put('/api/users/me/phone', { phone: uniquePhone(), password: person.password });
    expect(changed.statusCode).toBe(200);
    expect((await verify(person.phone, code)).json()).toEqual(invalid);
  });

  it('takes at most 10 checks of one phone in 15 minutes, from any address', async () => {
    const { phone } = await personWithVerifiedPhone();
    for (let i = 0; i < 10; i++) expect((await verify(phone, '000000')).statusCode).toBe(400);
    const over = await verify(phone, '000000');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: PHONE_MESSAGES.checkRateLimited });
  });

  it('takes at most 30 checks from one address in 15 minutes, whatever the phones', async () => {
    const ip = '198.51.100.30';
    for (let i = 0; i < 30; i++) expect((await verify(uniquePhone(), '000000', ip)).statusCode).toBe(400);
    const over = await verify(uniquePhone(), '000000', ip);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(PHONE_MESSAGES.checkRateLimited);
  });
});
