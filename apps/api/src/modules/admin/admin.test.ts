import { ADMIN_MESSAGES } from '@labora/shared/admin';
import { formatBRL } from '@labora/shared/money';
import { WALLET_MESSAGES } from '@labora/shared/wallet';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.js';
import { createContract, createGig, createUser, moneyPost, TEST_CARD, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { expectLedgerSound } from '../../test/ledger.js';
import { multipartBody } from '../../test/multipart.js';

let t: TestApp;
const staff = {} as Record<'admin' | 'moderator' | 'user', TestUser>;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['admin', 'moderator', 'user'] as const) {
    staff[role] = await createUser(t, { first_name: `papel ${role}`, role });
  }
});
afterAll(() => t.close());

const admin = () => t.asUser(staff.admin);

// Who gets which status on every admin endpoint is in the authorisation matrix (src/authorisation.test.ts).
describe('DELETE /api/usuarios/{id} refusals', () => {
  it('answers each refused caller with its code, and the deleted user is signed out at once', async () => {
    const victim = await createUser(t);
    type Who = TestUser | null;
    const del = (who: Who) => t.asUser(who).delete(`/api/usuarios/${victim.id}`);
    const refused = [await del(null), await del(staff.user), await del(victim), await del(staff.moderator)];
    expect(refused.map((r) => [r.statusCode, r.json().code])).toEqual([
      [401, 'UNAUTHORIZED'],
      [403, 'FORBIDDEN'],
      [403, 'FORBIDDEN'],
      [403, 'FORBIDDEN'],
    ]);
    const deleted = await del(staff.admin);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: ADMIN_MESSAGES.deleted });
    expect((await t.asUser(victim).get('/api/auth/me')).statusCode).toBe(401);
    expect((await del(staff.admin)).statusCode).toBe(404);
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
      const s = await createUser(t, { first_name: first, last_name: tag, email: `${first}.${tag}@exemplo.com` });
      await t.database.db.update(users).set({ isFreelancer: freelancer }).where(eq(users.id, s.id));
    }
    const page1 = await admin().get(`/api/usuarios?q=${tag.toUpperCase()}&sort=name&order=asc&pageSize=2`);
    expect(page1.statusCode).toBe(200);
    expect(page1.headers['x-total-count']).toBe('3');
    expect(page1.json().map((u: { firstName: string }) => u.firstName)).toEqual(['Alice', 'Bruna']);
    const page2 = await admin().get(`/api/usuarios?q=${tag}&sort=name&order=asc&pageSize=2&page=2`);
    expect(page2.json().map((u: { firstName: string }) => u.firstName)).toEqual(['Carlos']);
    const byFreelancer = await admin().get(`/api/usuarios?q=${tag}&sort=isFreelancer&order=desc`);
    expect(byFreelancer.json().map((u: { firstName: string }) => u.firstName)).toEqual(['Alice', 'Carlos', 'Bruna']);
    const byEmail = await admin().get(`/api/usuarios?q=${tag}&sort=email&order=desc`);
    expect(byEmail.json().map((u: { firstName: string }) => u.firstName)).toEqual(['Carlos', 'Bruna', 'Alice']);
    const user = page1.json()[0];
    expect(Object.keys(user).sort()).toEqual(
      [
        '_id',
        'createdAt',
        'disputesLost',
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
    const s = await createUser(t, { first_name: 'joão', last_name: `ÉRICA ${tag}` });
    const found = async (q: string) =>
      (await admin().get(`/api/usuarios?q=${encodeURIComponent(q)}`)).json().map((u: { _id: string }) => u._id);
    for (const q of [`joao erica ${tag}`, `JOÃO ÉRICA ${tag}`, `Joao Erica ${tag}`]) {
      expect(await found(q)).toEqual([s.id]);
    }
    await t.database.db.update(users).set({ firstName: 'Conceição' }).where(eq(users.id, s.id));
    expect(await found(`conceicao erica ${tag}`)).toEqual([s.id]);
    expect(await found(`joao erica ${tag}`)).toEqual([]);
  });

  it('finds by role, treats % and _ literally, and refuses bad parameters', async () => {
    const moderators = await admin().get('/api/usuarios?q=MODERATOR');
    expect(moderators.json().map((u: { _id: string }) => u._id)).toContain(staff.moderator.id);
    expect((await admin().get('/api/usuarios?q=%25')).headers['x-total-count']).toBe('0');
    for (const bad of ['sort=senha', 'order=up', 'page=0', 'pageSize=1000', `q=${'x'.repeat(101)}`]) {
      const res = await admin().get(`/api/usuarios?${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: ADMIN_MESSAGES.invalidQuery });
    }
  });
});

describe('CSV export', () => {
  it('exports every match as users.csv with quoting and formula cells neutralised', async () => {
    const tag = `csv${Date.now()}`;
    for (let i = 0; i < 12; i++) await createUser(t, { last_name: tag, email: `p${i}.${tag}@exemplo.com` });
    const evil = await createUser(t, { first_name: 'eva', last_name: tag, email: `eva.${tag}@exemplo.com` });
    await t.database.db
      .update(users)
      .set({ firstName: '=HYPERLINK("http://mal")', isFreelancer: true })
      .where(eq(users.id, evil.id));
    const res = await t.asUser(staff.moderator).get(`/api/usuarios/export.csv?q=${tag}`);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="users.csv"; filename*=UTF-8''users.csv`);
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
    const target = await createUser(t);
    const res = await admin().put(`/api/usuarios/${target.id}`, {
      role: 'moderator',
      isActive: false,
      notes: 'Conta suspensa por spam.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'moderator', isActive: false, notes: 'Conta suspensa por spam.' });
    expect((await t.asUser(target).get('/api/auth/me')).statusCode).toBe(401);
    for (const bad of [{ role: 'root' }, { isActive: 'no' }, { notes: 'x'.repeat(5001) }]) {
      expect((await admin().put(`/api/usuarios/${target.id}`, bad)).statusCode).toBe(400);
    }
  });

  it('keeps an admin from removing themself and Labora from losing its last active admin', async () => {
    const self = (patch: object) => admin().put(`/api/usuarios/${staff.admin.id}`, patch);
    for (const patch of [{ role: 'user' }, { isActive: false }]) {
      const res = await self(patch);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'SELF_DEMOTE', message: ADMIN_MESSAGES.selfDemote });
    }
    const selfDelete = await admin().delete(`/api/usuarios/${staff.admin.id}`);
    expect(selfDelete.json()).toEqual({ code: 'SELF_DELETE', message: ADMIN_MESSAGES.selfDelete });

    // A second admin can be demoted while the first remains; the first one stays last.
    const other = await createUser(t, { role: 'admin' });
    const demote = await t.asUser(other).put(`/api/usuarios/${staff.admin.id}`, { role: 'user' });
    expect(demote.statusCode).toBe(200);
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, staff.admin.id));
    await t.database.db.update(users).set({ role: 'user' }).where(eq(users.id, other.id));
  });

  it('lets only one of two admins demoting each other at once succeed', async () => {
    const a = await createUser(t, { role: 'admin' });
    const b = await createUser(t, { role: 'admin' });
    // Only a and b are active admins for this test.
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, staff.admin.id));
    const results = await Promise.all([
      t.asUser(a).put(`/api/usuarios/${b.id}`, { role: 'user' }),
      t.asUser(b).put(`/api/usuarios/${a.id}`, { role: 'user' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json()).toEqual({
      code: 'LAST_ADMIN',
      message: ADMIN_MESSAGES.lastAdmin,
    });
    await t.database.db.update(users).set({ isActive: true }).where(eq(users.id, staff.admin.id));
  });
});

describe('GET /api/usuarios/stats', () => {
  it('counts users, active users and freelancers, and the month-over-month sign-up growth', async () => {
    const stats = async () => (await admin().get('/api/usuarios/stats')).json();
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
    const victim = await createUser(t);
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const body = multipartBody({}, [{ field: 'profilePicture', name: 'eu.png', data: png }]);
    const upload = await t.asUser(victim).request({ method: 'PUT', url: '/api/users/profile/picture', ...body });
    const url = upload.json().avatar_url as string;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await admin().delete(`/api/usuarios/${victim.id}`)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it("refunds the buyers of a deleted seller's waiting orders and tells them", async () => {
    const seller = await createUser(t, { isFreelancer: true });
    const buyer = await createUser(t);
    const gig = await createGig(t, seller, { title: 'Revisão de texto', priceCents: 15_000 });
    const ordered = await moneyPost(t, buyer, `/api/gigs/${gig.id}/orders`, { method: 'card', cardNumber: TEST_CARD });
    expect(ordered.statusCode).toBe(201);
    t.delivered.length = 0;
    expect((await admin().delete(`/api/usuarios/${seller.id}`)).statusCode).toBe(200);
    expect(t.delivered).toContainEqual(
      expect.objectContaining({ type: 'notifications.changed', audience: [buyer.id] }),
    );
    expect((await t.asUser(buyer).get('/api/wallet')).json()).toMatchObject({ availableCents: 15_000, escrowCents: 0 });
    const [bell] = (await t.asUser(buyer).get('/api/notifications')).json().items;
    expect(bell.text).toBe(
      `Reembolso do serviço “Revisão de texto”: ${formatBRL(15_000)} voltaram para a sua carteira.`,
    );
    // The buyer, whose order waits no more, is refused for the money now in their wallet.
    expect((await admin().delete(`/api/usuarios/${buyer.id}`)).statusCode).toBe(409);
    await expectLedgerSound(t.database.db);
  });

  it('refuses while the user has money in the wallet or in escrow, and deletes once it is gone', async () => {
    const holder = await createUser(t);
    await moneyPost(t, holder, '/api/wallet/deposits', { amountCents: 10_000, method: 'card', cardNumber: TEST_CARD });
    const { client, freelancer } = await createContract(t, { status: 'em_andamento' });
    for (const who of [holder, client, freelancer]) {
      const refused = await admin().delete(`/api/usuarios/${who.id}`);
      expect([refused.statusCode, refused.json()]).toEqual([
        409,
        { code: 'WALLET_NOT_EMPTY', message: WALLET_MESSAGES.walletNotEmpty },
      ]);
      expect((await t.asUser(who).get('/api/auth/me')).statusCode).toBe(200);
    }
    // Concluded, the escrow is empty; the client, whose wallet is empty too, may go. The ledger keeps its rows.
    const concluded = await createContract(t, { status: 'concluido' });
    expect((await admin().delete(`/api/usuarios/${concluded.client.id}`)).statusCode).toBe(200);
    expect((await admin().delete(`/api/usuarios/${concluded.freelancer.id}`)).statusCode).toBe(409);
    await expectLedgerSound(t.database.db);
  });
});
