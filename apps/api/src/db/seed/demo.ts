import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/password-hash.js';
import { storePublicImage } from '../../lib/public-images.js';
import type { Db } from '../client.js';
import { users } from '../schema/users.js';
import { avatarImage } from './demo-images.js';
import { seedMarketplace } from './marketplace.js';

export const DEMO_PASSWORD = 'Labora@2026';

/** The README's demo accounts; one for each way into the product. */
export const DEMO_USERS = [
  { email: 'admin@labora.dev', firstName: 'Beatriz', lastName: 'Almeida', role: 'admin', isFreelancer: false },
  { email: 'cliente@labora.dev', firstName: 'Carla', lastName: 'Mendes', role: 'user', isFreelancer: false },
  { email: 'freelancer@labora.dev', firstName: 'Rafael', lastName: 'Oliveira', role: 'user', isFreelancer: true },
  { email: 'novo@labora.dev', firstName: 'Lucas', lastName: 'Pereira', role: 'user', isFreelancer: null },
] as const;

/** The demo freelancer's profile, so his public page and cards look like a real one. */
const RAFAEL_PROFILE = {
  userType: 'Desenvolvedor Full Stack',
  location: 'São Paulo, SP',
  locationPlaceId: '3550308',
  locationLatitude: -23.5329,
  locationLongitude: -46.6395,
  hourlyRateCents: 12_000,
  gender: 'masculino',
  bio: 'Desenvolvedor full stack há 8 anos. Crio sites e sistemas rápidos, acessíveis e fáceis de manter, com React e Node.js.',
  skills: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'Acessibilidade'],
};

/**
 * Seeds the demo accounts and a living marketplace around them into an empty database; a database with any
 * user is left alone. Marketplace people share the demo password's hash: scrypt per row would cost minutes.
 */
export async function seedDemo(deps: { db: Db; uploadsDir: string; now?: Date }) {
  const { db } = deps;
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if ((row?.count ?? 0) > 0) return null;
  const now = deps.now ?? new Date();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const inserted = await db
    .insert(users)
    .values(
      DEMO_USERS.map((u, i) => ({
        ...u,
        phone: `1198765432${i}`,
        passwordHash,
        createdAt: new Date(now.getTime() - (400 - i) * 86_400_000),
      })),
    )
    .returning({ id: users.id, email: users.email });
  const idOf = (email: string) => inserted.find((u) => u.email === email)?.id ?? '';
  const freelancerId = idOf('freelancer@labora.dev');
  const avatarUrl = await storePublicImage(
    deps.uploadsDir,
    'avatars',
    await avatarImage(7, ['#16a34a', '#0f766e']),
    now,
  );
  await db
    .update(users)
    .set({ ...RAFAEL_PROFILE, avatarUrl })
    .where(eq(users.id, freelancerId));
  return seedMarketplace(
    { db, uploadsDir: deps.uploadsDir, now },
    { passwordHash, clientId: idOf('cliente@labora.dev'), freelancerId },
  );
}
