import { AUTH_MESSAGES } from '@labora/shared/auth-rules';
import { COMMON_MESSAGES } from '@labora/shared/errors';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.js';
import { createUser, signUpInput } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: unknown) =>
  t.request({ method: 'POST', url: '/api/auth/register', payload: payload as object });
const login = (email: string, password: string, ip?: string) =>
  t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password }, ip });
const me = (token?: string) => t.request({ method: 'GET', url: '/api/auth/me', token });

describe('POST /api/auth/register', () => {
  it('creates the account with capitalised names, a digits-only phone and a lowercase e-mail', async () => {
    const body = signUpInput({ first_name: 'maria  joSÉ', last_name: 'da silva', phone: '(21) 99876-5432' });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Cadastro realizado com sucesso!' });
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${body.email.toLowerCase()}`);
    expect(row).toMatchObject({
      firstName: 'Maria José',
      lastName: 'Da Silva',
      phone: '21998765432',
      email: body.email.toLowerCase(),
      role: 'user',
      isActive: true,
      isFreelancer: null,
    });
    expect(row?.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(row?.passwordHash).not.toContain('Labora@2026');
  });

  it('applies the SPEC sign-up rules in order, with the SPEC messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ first_name: '' }, AUTH_MESSAGES.fillAll],
      [{ confirm_password: undefined }, AUTH_MESSAGES.fillAll],
      [{ phone: 11987654321 }, AUTH_MESSAGES.fillAll],
      [{ phone: '1198765', email: 'bad' }, AUTH_MESSAGES.invalidPhone],
      [{ email: 'ana@@x', password: 'weak' }, AUTH_MESSAGES.invalidEmail],
      [{ password: 'semnumero@A', confirm_password: 'other' }, AUTH_MESSAGES.weakPassword],
      [{ confirm_password: 'Labora@2027' }, AUTH_MESSAGES.passwordsDiffer],
      [{ first_name: 'a'.repeat(61) }, AUTH_MESSAGES.nameTooLong],
    ];
    for (const [override, message] of cases) {
      const res = await register(signUpInput(override));
      expect({ override, status: res.statusCode, body: res.json() }).toEqual({
        override,
        status: 400,
        body: { code: 'BAD_REQUEST', message },
      });
    }
  });

  it('refuses an e-mail already used, whatever its case', async () => {
    const body = signUpInput();
    expect((await register(body)).statusCode).toBe(201);
    const again = await register({ ...body, email: body.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'EMAIL_TAKEN', message: AUTH_MESSAGES.emailTaken });
  });

  it('ignores fields a client may not set (role, isActive)', async () => {
    const body = signUpInput({ role: 'admin', isActive: false, isFreelancer: true });
    expect((await register(body)).statusCode).toBe(201);
    const res = await login(body.email, body.password);
    expect(res.json().user).toMatchObject({ role: 'user', isFreelancer: false });
    expect(res.json().isFirstLogin).toBe(true);
  });

  it('answers every malformed body with a 4xx and a Portuguese message, never a 500', async () => {
    const raw = (payload: string, contentType = 'application/json') =>
      t.request({ method: 'POST', url: '/api/auth/register', payload, headers: { 'content-type': contentType } });
    const cases = [
      [await raw('{"first_name": '), 400, COMMON_MESSAGES.invalidJson],
      [await raw('[1,2,3]'), 400, undefined],
      [await raw('"texto"'), 400, undefined],
      [await raw('null'), 400, undefined],
      [await raw('first_name=ana', 'application/x-www-form-urlencoded'), 415, COMMON_MESSAGES.unsupportedMediaType],
      [await raw(JSON.stringify(signUpInput({ bio: 'x'.repeat(200_000) }))), 413, COMMON_MESSAGES.bodyTooLarge],
      [await register(signUpInput({ email: `${'a'.repeat(90_000)}@x.com` })), 400, AUTH_MESSAGES.invalidEmail],
    ] as const;
    const codes = { 400: 'BAD_REQUEST', 413: 'PAYLOAD_TOO_LARGE', 415: 'UNSUPPORTED_MEDIA_TYPE' };
    for (const [res, status, message] of cases) {
      expect(res.statusCode).toBe(status);
      const body = res.json();
      expect(body.code).toBe(codes[status]);
      expect(typeof body.message).toBe('string');
      expect(body.message.length).toBeGreaterThan(0);
      if (message) expect(body.message).toBe(message);
    }
  });
});

describe('POST /api/auth/login', () => {
  it('returns the session user in both naming styles, a token and isFirstLogin, and never a hash', async () => {
    const body = signUpInput({ first_name: 'joão', last_name: 'lima' });
    await register(body);
    const res = await login(body.email.toUpperCase(), body.password);
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(Object.keys(json).sort()).toEqual(['isFirstLogin', 'message', 'token', 'user']);
    expect(json.user).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      first_name: 'João',
      last_name: 'Lima',
      firstName: 'João',
      email: body.email.toLowerCase(),
      avatar_url: null,
      isFreelancer: false,
      intent: null,
      role: 'user',
    });
    expect(json.isFirstLogin).toBe(true);
    expect(json.token).toMatch(/^[\w-]{43}$/);
    expect(res.body).not.toMatch(/scrypt|password/i);
  });

  it('gives the same 401 for an unknown e-mail and for a wrong password', async () => {
    const { email, password } = await createUser(t);
    const unknown = await login('ninguem@exemplo.com', password);
    const wrong = await login(email, 'Errada@123');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ code: 'LOGIN_FAILED', message: AUTH_MESSAGES.loginWrong });
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('tells an inactive user, and only after the right password', async () => {
    const { email, password, id } = await createUser(t);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, id));
    const wrong = await login(email, 'Errada@123');
    expect(wrong.statusCode).toBe(401);
    const right = await login(email, password);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ code: 'ACCOUNT_INACTIVE', message: AUTH_MESSAGES.loginInactive });
  });

  it('reports missing credentials in Portuguese', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.com' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: AUTH_MESSAGES.loginMissing });
  });

  it('records the last login time', async () => {
    const { id } = await createUser(t);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row?.lastLoginAt).toBeInstanceOf(Date);
  });
});

describe('sessions', () => {
  it('GET /api/auth/me answers the token owner, 401 without a valid token', async () => {
    const { token, user } = await createUser(t);
    const ok = await me(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ user: { _id: user._id, email: user.email }, isFirstLogin: true });
    for (const res of [await me(), await me('x'.repeat(43)), await me(`${token}x`)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'UNAUTHORIZED', message: COMMON_MESSAGES.unauthorized });
    }
  });

  it('logout revokes only that token', async () => {
    const { token, email, password } = await createUser(t);
    const other = (await login(email, password)).json().token as string;
    const res = await t.request({ method: 'POST', url: '/api/auth/logout', token });
    expect(res.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
  });

  it('expires a token after 30 days', async () => {
    const { token } = await createUser(t);
    t.clock.advance(29 * 24 * 3600_000);
    expect((await me(token)).statusCode).toBe(200);
    t.clock.advance(24 * 3600_000 + 1000);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('stops a deactivated user at once', async () => {
    const { token, id } = await createUser(t);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, id));
    expect((await me(token)).statusCode).toBe(401);
  });
});
