import { COMMON_MESSAGES } from '@labora/shared/errors';
import { EMAIL_CHANGE_MESSAGES, PROFILE_MESSAGES } from '@labora/shared/users';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes } from '../../db/schema/one-time-codes.js';
import { users } from '../../db/schema/users.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';

// A stolen session token alone must not take the account: the e-mail changes only with the current password and a
// code mailed to the new address; the old address is told, and every other session ends.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let serial = 0;
const freshEmail = () => `novo.${Date.now()}.${++serial}@exemplo.com.br`;
const profileBody = (email?: string) => ({ first_name: 'Ana', last_name: 'Souza', phone: '11987654321', email });
const request = (who: TestUser | null, body: object) => t.asUser(who).post('/api/users/email-change', body);
const confirm = (who: TestUser | null, code: string) => t.asUser(who).post('/api/users/email-change/confirm', { code });
const emailOf = async (id: string) =>
  (await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]?.email;
const login = (email: string, password: string) =>
  t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

/** Asks for the change and reads the code from the mail sent to the new address. */
async function codeFor(user: TestUser, newEmail: string): Promise<string> {
  const before = t.mails.length;
  const res = await request(user, { newEmail, password: user.password });
  expect(res.statusCode).toBe(200);
  const mail = t.mails.slice(before).find((m) => m.to === newEmail);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error('no code in the mail');
  return code;
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('PUT /api/users/profile and the e-mail', () => {
  it('no longer changes the e-mail: a stolen session cannot move the account to another address', async () => {
    const user = await createUser(t);
    const res = await t.asUser(user).put('/api/users/profile', profileBody(freshEmail()));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'EMAIL_CHANGE_NEEDS_CONFIRMATION',
      message: PROFILE_MESSAGES.emailNeedsConfirmation,
    });
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it('saves the other fields with the own e-mail (any case) or without one', async () => {
    const user = await createUser(t);
    const same = await t.asUser(user).put('/api/users/profile', profileBody(user.email.toUpperCase()));
    expect(same.statusCode).toBe(200);
    expect(same.json().profile.email).toBe(user.email);
    const without = await t.asUser(user).put('/api/users/profile', { ...profileBody(), first_name: 'Bia' });
    expect(without.statusCode).toBe(200);
    expect(without.json().profile).toMatchObject({ first_name: 'Bia', email: user.email });
  });
});

describe('POST /api/users/email-change', () => {
  it('mails a 6-digit code to the new address, stored hashed, and changes nothing yet', async () => {
    const user = await createUser(t);
    const newEmail = freshEmail();
    const before = t.mails.length;
    const res = await request(user, { newEmail: `  ${newEmail.toUpperCase()} `, password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: EMAIL_CHANGE_MESSAGES.codeSent, newEmail, expiresInMinutes: 10 });
    const sent = t.mails.slice(before);
    expect(sent.map((m) => m.to)).toEqual([newEmail]);
    const code = /\b(\d{6})\b/.exec(sent[0]?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    // The code is not in the subject (subjects get logged) and not stored in clear.
    expect(sent[0]?.subject).not.toContain(code);
    expect(sent[0]?.text).toContain('10 minutos');
    const [row] = await t.database.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, user.id), eq(oneTimeCodes.purpose, 'email_change')));
    expect(row).toMatchObject({ target: newEmail, failedAttempts: 0, consumedAt: null });
    expect(row?.codeHash).not.toContain(code);
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it('asks for the current password and mails nothing without it', async () => {
    const user = await createUser(t);
    const before = t.mails.length;
    const wrongPassword = await request(user, { newEmail: freshEmail(), password: 'Errada@123' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({ code: 'WRONG_PASSWORD', message: EMAIL_CHANGE_MESSAGES.passwordWrong });
    const missing = await request(user, { newEmail: freshEmail() });
    expect(missing.json()).toEqual({ code: 'BAD_REQUEST', message: EMAIL_CHANGE_MESSAGES.passwordMissing });
    expect(t.mails.length).toBe(before);
  });

  it('refuses a malformed, the current or a taken address', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const answers = {
      malformed: await request(user, { newEmail: 'maria@', password: user.password }),
      empty: await request(user, { newEmail: '', password: user.password }),
      same: await request(user, { newEmail: user.email.toUpperCase(), password: user.password }),
      taken: await request(user, { newEmail: other.email.toUpperCase(), password: user.password }),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([k, r]) => [k, [r.statusCode, r.json()]]))).toEqual({
      malformed: [400, { code: 'BAD_REQUEST', message: EMAIL_CHANGE_MESSAGES.invalidEmail }],
      empty: [400, { code: 'BAD_REQUEST', message: EMAIL_CHANGE_MESSAGES.newEmailMissing }],
      same: [400, { code: 'SAME_EMAIL', message: EMAIL_CHANGE_MESSAGES.sameEmail }],
      taken: [409, { code: 'EMAIL_TAKEN', message: EMAIL_CHANGE_MESSAGES.emailTaken }],
    });
  });

  it('needs a session', async () => {
    const res = await request(null, { newEmail: freshEmail(), password: 'Labora@2026' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHORIZED', message: COMMON_MESSAGES.unauthorized });
    expect((await confirm(null, '123456')).statusCode).toBe(401);
  });

  it('sends at most 5 codes an hour per account', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 5; i++) {
      expect((await request(user, { newEmail: freshEmail(), password: user.password })).statusCode).toBe(200);
    }
    const blocked = await request(user, { newEmail: freshEmail(), password: user.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: EMAIL_CHANGE_MESSAGES.requestRateLimited });
    expect(blocked.headers['retry-after']).toBeDefined();
    t.clock.advance(61 * 60_000);
    expect((await request(user, { newEmail: freshEmail(), password: user.password })).statusCode).toBe(200);
  });

  it('shares the password-guess budget of the account settings (10 in 15 minutes)', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 10; i++) {
      const res = await request(user, { newEmail: freshEmail(), password: `Errada@${i}` });
      expect(res.statusCode).toBe(400);
    }
    const blocked = await t.asUser(user).put('/api/users/password', {
      currentPassword: user.password,
      newPassword: 'Nova@2026',
      confirmPassword: 'Nova@2026',
    });
    expect(blocked.statusCode).toBe(429);
  });
});

describe('POST /api/users/email-change/confirm', () => {
  it('changes the e-mail with the code, tells the old address, ends every other session and keeps this one', async () => {
    const user = await createUser(t);
    const elsewhere = (await login(user.email, user.password)).json().token as string;
    const newEmail = freshEmail();
    const code = await codeFor(user, newEmail);
    const before = t.mails.length;

    const res = await confirm(user, code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: EMAIL_CHANGE_MESSAGES.changed,
      profile: { _id: user.id, email: newEmail },
      user: { _id: user.id, email: newEmail },
    });
    expect(await emailOf(user.id)).toBe(newEmail);

    const notice = t.mails.slice(before);
    expect(notice.map((m) => m.to)).toEqual([user.email]);
    expect(notice[0]?.text).toContain(newEmail);
    expect(notice[0]?.text).toMatch(/Se não foi você/);

    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: elsewhere })).statusCode).toBe(401);
    expect((await t.asUser(user).get('/api/auth/me')).json().user.email).toBe(newEmail);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(newEmail, user.password)).statusCode).toBe(200);

    // Single use.
    const again = await confirm(user, code);
    expect(again.json()).toEqual({ code: 'EMAIL_CODE_INVALID', message: EMAIL_CHANGE_MESSAGES.codeInvalid });
  });

  it('refuses a wrong code, and after 5 wrong tries the right one too', async () => {
    const user = await createUser(t);
    const newEmail = freshEmail();
    const code = await codeFor(user, newEmail);
    for (let i = 0; i < 5; i++) {
      const res = await confirm(user, wrong(code));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'EMAIL_CODE_INVALID', message: EMAIL_CHANGE_MESSAGES.codeInvalid });
    }
    expect((await confirm(user, code)).json().code).toBe('EMAIL_CODE_INVALID');
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it('refuses a malformed code with its own message', async () => {
    const user = await createUser(t);
    const res = await confirm(user, '12ab');
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: EMAIL_CHANGE_MESSAGES.codeFormat });
  });

  it('lets a code live 10 minutes', async () => {
    const user = await createUser(t);
    const code = await codeFor(user, freshEmail());
    t.clock.advance(10 * 60_000 + 1000);
    expect((await confirm(user, code)).json().code).toBe('EMAIL_CODE_INVALID');
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it('keeps only the newest code alive', async () => {
    const user = await createUser(t);
    const first = await codeFor(user, freshEmail());
    const latest = freshEmail();
    const second = await codeFor(user, latest);
    if (first !== second) expect((await confirm(user, first)).json().code).toBe('EMAIL_CODE_INVALID');
    expect((await confirm(user, second)).statusCode).toBe(200);
    expect(await emailOf(user.id)).toBe(latest);
  });

  it("is not fooled by another user's code or a password recovery code", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const othersCode = await codeFor(other, freshEmail());
    await t.request({ method: 'POST', url: '/api/auth/enviar-otp', payload: { email: user.email } });
    const recovery = /\b(\d{6})\b/.exec(t.mails.at(-1)?.text ?? '')?.[1] ?? '';
    expect((await confirm(user, othersCode)).json().code).toBe('EMAIL_CODE_INVALID');
    expect((await confirm(user, recovery)).json().code).toBe('EMAIL_CODE_INVALID');
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it('refuses when the address was taken meanwhile, and changes nothing', async () => {
    const user = await createUser(t);
    const newEmail = freshEmail();
    const code = await codeFor(user, newEmail);
    await createUser(t, { email: newEmail });
    const res = await confirm(user, code);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'EMAIL_TAKEN', message: EMAIL_CHANGE_MESSAGES.emailTaken });
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it('dies with a password change', async () => {
    const user = await createUser(t);
    const code = await codeFor(user, freshEmail());
    const changed = await t.asUser(user).put('/api/users/password', {
      currentPassword: user.password,
      newPassword: 'Nova@2026',
      confirmPassword: 'Nova@2026',
    });
    expect(changed.statusCode).toBe(200);
    expect((await confirm(user, code)).json().code).toBe('EMAIL_CODE_INVALID');
  });

  it('limits code checks to 10 per account in 15 minutes', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 10; i++) expect((await confirm(user, '000000')).statusCode).toBe(400);
    const blocked = await confirm(user, '000000');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: EMAIL_CHANGE_MESSAGES.checkRateLimited });
  });
});
