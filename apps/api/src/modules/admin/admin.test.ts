import { ADMIN_MESSAGES } from '@labora/shared/admin';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.js';
import { createTestApp, signUpAndLogIn, type TestApp } from '../../test/helpers.js';
import { multipartBody } from '../../test/multipart.js';

let t: TestApp;
const tokens = {} as Record<'admin' | 'moderator' | 'user', string>;
const ids = {} as Record<'admin' | 'moderator' | 'user', string>;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['admin', 'moderator', 'user'] as const) {
    const s = await signUpAndLogIn(t, { first_name: `papel ${role}` });
    await t.database.db.update(users).set({ role }).where(eq(users.id, s.user._id));
    tokens[role] = s.token;
    ids[role] = s.user._id;
  }
});
afterAll(() => t.close());

const req = (method: 'GET' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.request({ method, url, token, payload });

describe('authorisation matrix', () => {
  it('lets admin do everything, moderator read and export, and nobody else', async () => {
    const victim = await signUpAndLogIn(t);
    const endpoints = [
      { name: 'list', call: (tk?: string) => req('GET', '/api/usuarios', tk), moderator: 200 },
      { name: 'stats', call: (tk?: string) => req('GET', '/api/usuarios/stats', tk), moderator: 200 },
      { name: 'export', call: (tk?: string) => req('GET', '/api/usuarios/export.csv', tk), moderator: 200 },
      {
        name: 'update',
        call: (tk?: string) => req('PUT', `/api/usuarios/${victim.user._id}`, tk, { notes: 'ok' }),
        moderator: 403,
      },
    ];
    for (const e of endpoints) {
      const statuses = {
        guest: (await e.call()).statusCode,
        user: (await e.call(tokens.user)).statusCode,
        self: (await e.call(victim.token)).statusCode,
        moderator: (await e.call(tokens.moderator)).statusCode,
        admin: (await e.call(tokens.admin)).statusCode,
      };
      expect({ endpoint: e.name, ...statuses }).toEqual({
        endpoint: e.name,
        guest: 401,
        user: 403,
        self: 403,
        moderator: e.moderator,
        admin: 200,
      });
    }
    const del = (tk?: string) => req('DELETE', `/api/usuarios/${victim.user._id}`, tk);
    expect(
      [await del(), await del(tokens.user), await del(victim.token), await del(tokens.moderator)].map(
        (r) => r.statusCode,
      ),
    ).toEqual([401, 403, 403, 403]);
    const deleted = await del(tokens.admin);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: ADMIN_MESSAGES.deleted });
    expect((await req('GET', '/api/auth/me', victim.token)).statusCode).toBe(401);
    expect((await del(tokens.admin)).statusCode).toBe(404);
  });
});

describe('GET /api/usuarios', () => {
  it('searches, sorts and pages in the database, with the total in X-Total-Count', async () => {
    const tag = `busca${Date.now()}`;
    for (const [first, freelancer] of [
      ['carlos', true],
      ['bruna', false],
      ['alice', true],
    ] as const) {
      const s = await signUpAndLogIn(t, { first_name: first, last_name: tag, email: `${first}.${tag}@exemplo.com` });
      await t.database.db.update(users).set({ isFreelancer: freelancer }).where(eq(users.id, s.user._id));
    }
    const page1 = await req('GET', `/api/usuarios?q=${tag.toUpperCase()}&sort=name&order=asc&pageSize=2`, tokens.admin);
    expect(page1.statusCode).toBe(200);
    expect(page1.headers['x-total-count']).toBe('3');
    expect(page1.json().map((u: { firstName: string }) => u.firstName)).toEqual(['Alice', 'Bruna']);
    const page2 = await req('GET', `/api/usuarios?q=${tag}&sort=name&order=asc&pageSize=2&page=2`, tokens.admin);
    expect(page2.json().map((u: { firstName: string }) => u.firstName)).toEqual(['Carlos']);
    const byFreelancer = await req('GET', `/api/usuarios?q=${tag}&sort=isFreelancer&order=desc`, tokens.admin);
    expect(byFreelancer.json().map((u: { firstName: string }) => u.firstName)).toEqual(['Alice', 'Carlos', 'Bruna']);
    const byEmail = await req('GET', `/api/usuarios?q=${tag}&sort=email&order=desc`, tokens.admin);
    expect(byEmail.json().map((u: { firstName: string }) => u.firstName)).toEqual(['Carlos', 'Bruna', 'Alice']);
    const user = page1.json()[0];
    expect(Object.keys(user).sort()).toEqual(
      [
        '_id',
        'createdAt',
        'email',
        'firstName',
        'isActive',
        'isFreelancer',
        'lastLogin',
        'lastName',
        'notes',
        'phone',
        'profileImage',
        'role',
      ].sort(),
    );
    expect(JSON.stringify(page1.json())).not.toMatch(/scrypt|password/i);
  });

  it('ignores accents and case in names, and finds a changed name at once', async () => {
    // Names keep letters only: a tag made of letters keeps this test's user apart from the others.
    const tag = [...String(Date.now())].map((d) => 'abcdefghij'[Number(d)]).join('');
    const s = await signUpAndLogIn(t, { first_name: 'joão', last_name: `ÉRICA ${tag}` });
    const found = async (q: string) =>
      (await req('GET', `/api/usuarios?q=${encodeURIComponent(q)}`, tokens.admin))
        .json()
        .map((u: { _id: string }) => u._id);
    for (const q of [`joao erica ${tag}`, `JOÃO ÉRICA ${tag}`, `Joao Erica ${tag}`]) {
      expect(await found(q)).toEqual([s.user._id]);
    }
    await t.database.db.update(users).set({ firstName: 'Conceição' }).where(eq(users.id, s.user._id));
    expect(await found(`conceicao erica ${tag}`)).toEqual([s.user._id]);
    expect(await found(`joao erica ${tag}`)).toEqual([]);
  });

  it('finds by role, treats % and _ literally, and refuses bad parameters', async () => {
    const moderators = await req('GET', '/api/usuarios?q=MODERATOR', tokens.admin);
    expect(moderators.json().map((u: { _id: string }) => u._id)).toContain(ids.moderator);
    expect((await req('GET', '/api/usuarios?q=%25', tokens.admin)).headers['x-total-count']).toBe('0');
    for (const bad of ['sort=senha', 'order=up', 'page=0', 'pageSize=1000', `q=${'x'.repeat(101)}`]) {
      const res = await req('GET', `/api/usuarios?${bad}`, tokens.admin);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: ADMIN_MESSAGES.invalidQuery });
    }
  });
});

describe('CSV export', () => {
  it('exports every match as users.csv with quoting and formula cells neutralised', async () => {
    const tag = `csv${Date.now()}`;
    for (let i = 0; i < 12; i++) await signUpAndLogIn(t, { last_name: tag, email: `p${i}.${tag}@exemplo.com` });
    const evil = await signUpAndLogIn(t, { first_name: 'eva', last_name: tag, email: `eva.${tag}@exemplo.com` });
    await t.database.db
      .update(users)
      .set({ firstName: '=HYPERLINK("http://mal")', isFreelancer: true })
      .where(eq(users.id, evil.user._id));
    const res = await req('GET', `/api/usuarios/export.csv?q=${tag}`, tokens.moderator);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="users.csv"');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Name,Email,Phone,Role,Freelancer');
    expect(lines).toHaveLength(14);
    expect(lines).toContain(
      // Names keep letters only, so the last name is stored as 'Csv'.
      `"'=HYPERLINK(""http://mal"") Csv",eva.${tag}@exemplo.com,(11) 98765-4321,User,Yes`,
    );
  });
});

describe('PUT and DELETE /api/usuarios/{id}', () => {
  it('changes role, status and notes; deactivation ends the sessions at once', async () => {
    const target = await signUpAndLogIn(t);
    const res = await req('PUT', `/api/usuarios/${target.user._id}`, tokens.admin, {
      role: 'moderator',
      isActive: false,
      notes: 'Conta suspensa por spam.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'moderator', isActive: false, notes: 'Conta suspensa por spam.' });
    expect((await req('GET', '/api/auth/me', target.token)).statusCode).toBe(401);
    for (const bad of [{ role: 'root' }, { isActive: 'no' }, { notes: 'x'.repeat(5001) }]) {
      expect((await req('PUT', `/api/usuarios/${target.user._id}`, tokens.admin, bad)).statusCode).toBe(400);
    }
  });

  it('keeps an admin from removing themself and Labora from losing its last active admin', async () => {
    const self = (patch: object) => req('PUT', `/api/usuarios/${ids.admin}`, tokens.admin, patch);
    for (const patch of [{ role: 'user' }, { isActive: false }]) {
      const res = await self(patch);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: ADMIN_MESSAGES.selfDemote });
    }
    const selfDelete = await req('DELETE', `/api/usuarios/${ids.admin}`, tokens.admin);
    expect(selfDelete.json()).toEqual({ message: ADMIN_MESSAGES.selfDelete });

    // A second admin can be demoted while the first remains; the first one stays last.
    const other = await signUpAndLogIn(t);
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, other.user._id));
    const demote = await req('PUT', `/api/usuarios/${ids.admin}`, other.token, { role: 'user' });
    expect(demote.statusCode).toBe(200);
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, ids.admin));
    await t.database.db.update(users).set({ role: 'user' }).where(eq(users.id, other.user._id));
  });

  it('lets only one of two admins demoting each other at once succeed', async () => {
    const a = await signUpAndLogIn(t);
    const b = await signUpAndLogIn(t);
    // Only a and b are active admins for this test.
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, ids.admin));
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, a.user._id));
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, b.user._id));
    const results = await Promise.all([
      req('PUT', `/api/usuarios/${b.user._id}`, a.token, { role: 'user' }),
      req('PUT', `/api/usuarios/${a.user._id}`, b.token, { role: 'user' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json()).toEqual({ message: ADMIN_MESSAGES.lastAdmin });
    await t.database.db.update(users).set({ isActive: true }).where(eq(users.id, ids.admin));
  });
});

describe('GET /api/usuarios/stats', () => {
  it('counts users, active users and freelancers, and the month-over-month sign-up growth', async () => {
    const stats = async () => (await req('GET', '/api/usuarios/stats', tokens.admin)).json();
    const all = await t.database.db.select().from(users);
    expect(await stats()).toEqual({
      total: all.length,
      active: all.filter((u) => u.isActive).length,
      freelancers: all.filter((u) => u.isFreelancer).length,
      // Everyone here signed up this month: nothing to compare with.
      monthlyGrowthPercent: null,
    });
    // Move 4 of them to last month: this month has the rest, so growth = (rest - 4) / 4.
    const now = t.clock.now();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
    for (const u of all.slice(0, 4)) {
      await t.database.db.update(users).set({ createdAt: lastMonth }).where(eq(users.id, u.id));
    }
    const rest = all.length - 4;
    expect((await stats()).monthlyGrowthPercent).toBe(Math.round(((rest - 4) / 4) * 1000) / 10);
  });
});

describe('DELETE /api/usuarios/:id', () => {
  it("removes the user's avatar file with the account", async () => {
    const victim = await signUpAndLogIn(t);
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const body = multipartBody({}, [{ field: 'profilePicture', name: 'eu.png', data: png }]);
    const upload = await t.request({ method: 'PUT', url: '/api/users/profile/picture', token: victim.token, ...body });
    const url = upload.json().avatar_url as string;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await req('DELETE', `/api/usuarios/${victim.user._id}`, tokens.admin)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
