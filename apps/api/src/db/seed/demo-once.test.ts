import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { queryRows } from '../client.js';
import { ensureAdmin } from './admin.js';
import { DEMO_PASSWORD, DEMO_USERS, demoAdminKeepsDemoPassword, seedDemo } from './demo.js';

// The demo is seeded once in a database's life: on the first start even when ADMIN_EMAIL made the database
// non-empty first, never again afterwards, and never into a database people already use.

const admin = { email: 'operadora@labora.dev', password: 'Operadora@2026' };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userCount = async (app: TestApp) =>
  (await queryRows<{ n: number }>(app.database.db, sql`select count(*)::int as n from users`))[0]?.n;
const seed = (app: TestApp) =>
  seedDemo({ db: app.database.db, files: app.app.deps.files }, { ensuredEmails: [admin.email] });

describe('the demo seed', () => {
  it('fills the marketplace on the first start even when ADMIN_EMAIL created its account first', async () => {
    expect(await ensureAdmin(t.database.db, admin)).toBe('created');
    const counts = await seed(t);
    expect(counts?.jobs).toBeGreaterThan(100);
    for (const demo of DEMO_USERS) {
      const res = await t.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: demo.email, password: DEMO_PASSWORD },
      });
      expect({ email: demo.email, status: res.statusCode }).toEqual({ email: demo.email, status: 200 });
    }
    const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: admin });
    expect(res.json().user.role).toBe('admin');
  });

  it("tells the start whether the demo admin still has the README's password (warned about off loopback)", async () => {
    expect(await demoAdminKeepsDemoPassword(t.database.db)).toBe(true);
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@labora.dev', password: DEMO_PASSWORD },
    });
    const changed = await t.request({
      method: 'PUT',
      url: '/api/users/password',
      token: login.json().token,
      payload: { currentPassword: DEMO_PASSWORD, newPassword: 'Trocada@2026', confirmPassword: 'Trocada@2026' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await demoAdminKeepsDemoPassword(t.database.db)).toBe(false);
  });

  it('is remembered: never seeded twice, not even after its accounts were deleted', async () => {
    const before = await userCount(t);
    expect(await seed(t)).toBeNull();
    expect(await userCount(t)).toBe(before);
    await t.database.db.execute(sql`delete from users where email like '%@labora.dev' and email <> ${admin.email}`);
    expect(await seed(t)).toBeNull();
    expect(await userCount(t)).toBe((before ?? 0) - DEMO_USERS.length);
  });

  it('recognises a database seeded before it was remembered (the demo accounts are there) and marks it', async () => {
    const legacy = await createTestApp();
    try {
      await seedDemo({ db: legacy.database.db, files: legacy.app.deps.files });
      await legacy.database.db.execute(sql`delete from seed_runs`);
      const before = await userCount(legacy);
      expect(await seed(legacy)).toBeNull();
      expect(await userCount(legacy)).toBe(before);
      const marks = await queryRows<{ name: string }>(legacy.database.db, sql`select name from seed_runs`);
      expect(marks).toEqual([{ name: 'demo' }]);
    } finally {
      await legacy.close();
    }
  });

  it('leaves a database that people already use alone', async () => {
    const inUse = await createTestApp();
    try {
      await createUser(inUse);
      await ensureAdmin(inUse.database.db, admin);
      expect(await seed(inUse)).toBeNull();
      expect(await userCount(inUse)).toBe(2);
    } finally {
      await inUse.close();
    }
  });
});
