import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/password-hash.js';
import { createUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { users } from '../schema/users.js';
import { AdminAccountError, ensureAdmin } from './admin.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const roleOf = async (email: string) => {
  const [row] = await t.database.db
    .select({ role: users.role, isActive: users.isActive })
    .from(users)
    .where(eq(users.email, email));
  return row;
};

describe('admin bootstrap (ADMIN_EMAIL + ADMIN_PASSWORD)', () => {
  it('creates the admin with ADMIN_PASSWORD when the e-mail is new', async () => {
    const admin = { email: 'dona@labora.dev', password: 'Primeira@1' };
    expect(await ensureAdmin(t.database.db, admin)).toBe('created');
    const first = await login(admin.email, admin.password);
    expect(first.json()).toMatchObject({ user: { role: 'admin', first_name: 'Administrador' }, isFirstLogin: false });
  });

  it("never makes a stranger's account an admin: refuses when ADMIN_PASSWORD is not its password", async () => {
    const stranger = await createUser(t);
    const attempt = ensureAdmin(t.database.db, { email: stranger.email, password: 'Operador@2026' });
    await expect(attempt).rejects.toBeInstanceOf(AdminAccountError);
    await expect(attempt).rejects.toThrow(
      `ADMIN_EMAIL ${stranger.email} belongs to an existing account that is not an active admin, and ADMIN_PASSWORD is not its password`,
    );
    expect(await roleOf(stranger.email)).toEqual({ role: 'user', isActive: true });
    expect((await login(stranger.email, stranger.password)).json().user.role).toBe('user');
  });

  it('promotes and reactivates an existing account when ADMIN_PASSWORD is its password', async () => {
    const owner = await createUser(t);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.email, owner.email));
    expect(await ensureAdmin(t.database.db, { email: owner.email.toUpperCase(), password: owner.password })).toBe(
      'promoted',
    );
    expect(await roleOf(owner.email)).toEqual({ role: 'admin', isActive: true });
  });

  it('leaves an active admin whose password was changed in the app as it is (no reset by a restart)', async () => {
    const admin = { email: 'trocou@labora.dev', password: 'Primeira@1' };
    await ensureAdmin(t.database.db, admin);
    const changed = await login(admin.email, admin.password);
    const res = await t.request({
      method: 'PUT',
      url: '/api/users/password',
      token: changed.json().token,
      payload: { currentPassword: admin.password, newPassword: 'Segunda@2', confirmPassword: 'Segunda@2' },
    });
    expect(res.statusCode).toBe(200);
    expect(await ensureAdmin(t.database.db, admin)).toBe('unchanged');
    expect((await login(admin.email, admin.password)).statusCode).toBe(401);
    expect((await login(admin.email, 'Segunda@2')).json().user.role).toBe('admin');
  });

  it('does not reactivate a deactivated admin without its password', async () => {
    const admin = { email: 'desligada@labora.dev', password: 'Primeira@1' };
    await ensureAdmin(t.database.db, admin);
    await t.database.db
      .update(users)
      .set({ isActive: false, passwordHash: await hashPassword('Trocada@3') })
      .where(eq(users.email, admin.email));
    await expect(ensureAdmin(t.database.db, admin)).rejects.toBeInstanceOf(AdminAccountError);
    expect(await roleOf(admin.email)).toEqual({ role: 'admin', isActive: false });
  });
});
