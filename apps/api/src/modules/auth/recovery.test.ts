import { AUTH_MESSAGES } from '@labora/shared/auth-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'NovaSenha#1'.replace('#', '!');
const requestCode = (email: string, ip?: string) =>
  t.request({ method: 'POST', url: '/api/auth/enviar-otp', payload: { email }, ip });
const verify = (email: string, otp: string, newPassword = NEW_PASSWORD) =>
  t.request({ method: 'POST', url: '/api/auth/verificar-otp', payload: { email, otp, newPassword } });
const login = (email: string, password: string) =>
  t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

/** Asks for a code and reads it from the captured mail. */
async function codeFor(email: string): Promise<string> {
  const before = t.mails.length;
  const res = await requestCode(email);
  expect(res.statusCode).toBe(200);
  const mail = t.mails[before];
  expect(mail?.to).toBe(email.toLowerCase());
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error('no code in the mail');
  return code;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('password recovery', () => {
  it('answers the same for a known and an unknown e-mail, and mails only the known one', async () => {
    const { email } = await createUser(t);
    const before = t.mails.length;
    const unknown = await requestCode('ninguem.aqui@exemplo.com');
    expect(t.mails.length).toBe(before);
    const known = await requestCode(email);
    expect(t.mails.length).toBe(before + 1);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: AUTH_MESSAGES.otpSent });
    expect(unknown.json()).toEqual(known.json());
    const mail = t.mails[before];
    expect(mail?.subject).toContain('Labora');
    expect(mail?.text).toMatch(/\b\d{6}\b/);
    expect(mail?.text).toContain('10 minutos');
  });

  it('refuses a malformed e-mail', async () => {
    const res = await requestCode('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: AUTH_MESSAGES.invalidEmail });
  });

  it('sets the new password with the code and signs out every session', async () => {
    const { email, password, token } = await createUser(t);
    const code = await codeFor(email);
    const res = await verify(email.toUpperCase(), code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.resetOk });
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(401);
    expect((await login(email, password)).statusCode).toBe(401);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('checks the new password rules first', async () => {
    const { email } = await createUser(t);
    const code = await codeFor(email);
    const res = await verify(email, code, 'fraca');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: AUTH_MESSAGES.resetWeakPassword });
    expect((await verify(email, code)).statusCode).toBe(200);
  });

  it('accepts a code only once', async () => {
    const { email } = await createUser(t);
    const code = await codeFor(email);
    expect((await verify(email, code)).statusCode).toBe(200);
    const again = await verify(email, code, 'OutraSenha@9');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'OTP_INVALID', message: AUTH_MESSAGES.otpInvalid });
  });

  it('lets a code expire after 10 minutes', async () => {
    const { email } = await createUser(t);
    const code = await codeFor(email);
    t.clock.advance(10 * 60_000 + 1000);
    const res = await verify(email, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'OTP_INVALID', message: AUTH_MESSAGES.otpInvalid });
  });

  it('kills a code after 5 wrong tries', async () => {
    const { email } = await createUser(t);
    const code = await codeFor(email);
    for (let i = 0; i < 4; i++) expect((await verify(email, wrongCode(code))).statusCode).toBe(400);
    // Four wrong tries leave the code alive...
    const other = await createUser(t);
    const otherCode = await codeFor(other.email);
    for (let i = 0; i < 4; i++) await verify(other.email, wrongCode(otherCode));
    expect((await verify(other.email, otherCode)).statusCode).toBe(200);
    // ...the fifth kills it, right code or not.
    expect((await verify(email, wrongCode(code))).statusCode).toBe(400);
    const res = await verify(email, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'OTP_INVALID', message: AUTH_MESSAGES.otpInvalid });
  });

  it('replaces an older code with a newer one', async () => {
    const { email } = await createUser(t);
    const first = await codeFor(email);
    let second = await codeFor(email);
    // Two random codes match one time in a million; ask again so the old one is surely different.
    while (second === first) second = await codeFor(email);
    expect((await verify(email, first)).statusCode).toBe(400);
    expect((await verify(email, second)).statusCode).toBe(200);
  });

  it('gives an unknown e-mail the same answer as a wrong code', async () => {
    const res = await verify('ninguem.aqui@exemplo.com', '123456');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'OTP_INVALID', message: AUTH_MESSAGES.otpInvalid });
  });
});
