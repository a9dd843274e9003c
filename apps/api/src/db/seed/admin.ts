import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/password-hash.js';
import type { Db } from '../client.js';
import { users } from '../schema/users.js';

/**
 * Makes sure the ADMIN_EMAIL account exists as an active admin. An existing account is promoted and
 * reactivated but keeps its password, so a password changed in the app is not reset by a restart.
 */
export async function ensureAdmin(db: Db, admin: { email: string; password: string }): Promise<'created' | 'updated'> {
  const [existing] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${admin.email}`);
  if (existing) {
    await db.update(users).set({ role: 'admin', isActive: true }).where(eq(users.id, existing.id));
    return 'updated';
  }
  await db.insert(users).values({
    email: admin.email,
    firstName: 'Administrador',
    lastName: 'Labora',
    phone: '',
    passwordHash: await hashPassword(admin.password),
    role: 'admin',
    isFreelancer: false,
  });
  return 'created';
}
