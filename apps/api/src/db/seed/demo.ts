import { sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/password-hash.js';
import type { Db } from '../client.js';
import { users } from '../schema/users.js';

export const DEMO_PASSWORD = 'Labora@2026';

/** The README's demo accounts; one for each way into the product. */
export const DEMO_USERS = [
  { email: 'admin@labora.dev', firstName: 'Beatriz', lastName: 'Almeida', role: 'admin', isFreelancer: false },
  { email: 'cliente@labora.dev', firstName: 'Carla', lastName: 'Mendes', role: 'user', isFreelancer: false },
  { email: 'freelancer@labora.dev', firstName: 'Rafael', lastName: 'Oliveira', role: 'user', isFreelancer: true },
  { email: 'novo@labora.dev', firstName: 'Lucas', lastName: 'Pereira', role: 'user', isFreelancer: null },
] as const;

/** Seeds the demo accounts into an empty database; a database with any user is left alone. */
export async function seedDemo(db: Db): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if ((row?.count ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.insert(users).values(
    DEMO_USERS.map((u, i) => ({
      ...u,
      phone: `1198765432${i}`,
      passwordHash,
    })),
  );
  return true;
}
