import { normalizeEmail } from '@labora/shared/email';
import { eq, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../lib/password-hash.js';
import type { Db } from '../client.js';
import { users } from '../schema/users.js';

/** ADMIN_EMAIL names an account the start must not make an admin; the server prints the message and stops. */
export class AdminAccountError extends Error {}

/**
 * Makes sure the ADMIN_EMAIL account exists as an active admin.
 * - new e-mail: created with ADMIN_PASSWORD;
 * - already an active admin: left as it is, so a password changed in the app is not reset by a restart;
 * - any other account (someone may have signed up with that address first): promoted and reactivated only when
 *   ADMIN_PASSWORD is its password, which proves the operator owns it; otherwise nothing changes and the start stops.
 */
export async function ensureAdmin(
  db: Db,
  admin: { email: string; password: string },
): Promise<'created' | 'promoted' | 'unchanged'> {
  const email = normalizeEmail(admin.email);
  const [existing] = await db
    .select({ id: users.id, role: users.role, isActive: users.isActive, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (existing?.role === 'admin' && existing.isActive) return 'unchanged';
  if (existing) {
    if (!(await verifyPassword(admin.password, existing.passwordHash))) {
      throw new AdminAccountError(
        `ADMIN_EMAIL ${email} belongs to an existing account that is not an active admin, and ADMIN_PASSWORD is not ` +
          "its password: it was not made an admin. Set ADMIN_PASSWORD to that account's password, or choose another ADMIN_EMAIL.",
      );
    }
    await db.update(users).set({ role: 'admin', isActive: true }).where(eq(users.id, existing.id));
    return 'promoted';
  }
  await db.insert(users).values({
    email,
    firstName: 'Administrador',
    lastName: 'Labora',
    phone: '',
    passwordHash: await hashPassword(admin.password),
    role: 'admin',
    isFreelancer: false,
  });
  return 'created';
}
