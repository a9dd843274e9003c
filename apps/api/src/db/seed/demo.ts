import { normalizeEmail } from '@labora/shared/email';
import { eq, inArray, isNull, sql, TransactionRollbackError } from 'drizzle-orm';
import { systemClock } from '../../lib/clock.js';
import { EventLog } from '../../lib/event-log.js';
import type { FileStore } from '../../lib/file-store/index.js';
import { hashPassword, verifyPassword } from '../../lib/password-hash.js';
import { storePublicImage } from '../../lib/public-images.js';
import { type Db, queryRows } from '../client.js';
import { notifications } from '../schema/notifications.js';
import { seedRuns } from '../schema/seed-runs.js';
import { users } from '../schema/users.js';
import { seedDemoConnections } from './demo-connections.js';
import { seedDemoDispute } from './demo-dispute.js';
import { seedDemoGrowth } from './demo-growth.js';
import { avatarImage } from './demo-images.js';
import { seedDemoMoney } from './demo-money.js';
import { seedMarketplace } from './marketplace.js';

export const DEMO_PASSWORD = 'Labora@2026';

/** The README's demo accounts; one for each way into the product. */
export const DEMO_USERS = [
  { email: 'admin@labora.dev', firstName: 'Beatriz', lastName: 'Almeida', role: 'admin', isFreelancer: false },
  { email: 'cliente@labora.dev', firstName: 'Carla', lastName: 'Mendes', role: 'user', isFreelancer: false },
  { email: 'freelancer@labora.dev', firstName: 'Rafael', lastName: 'Oliveira', role: 'user', isFreelancer: true },
  { email: 'novo@labora.dev', firstName: 'Lucas', lastName: 'Pereira', role: 'user', isFreelancer: null },
  { email: 'moderacao@labora.dev', firstName: 'Mariana', lastName: 'Costa', role: 'moderator', isFreelancer: false },
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
  // A valid test CPF (the classic example number), so the demo shows 'CPF verificado'.
  cpf: '52998224725',
};

const DEMO_SEED = 'demo';

/**
 * Seeds the demo accounts and a living marketplace around them, once in a database's life (remembered in
 * seed_runs): also when the environment's own accounts (ADMIN_EMAIL, `ensuredEmails`) were created first, never
 * again afterwards, and never into a database where anyone else has an account. Marketplace people share the demo
 * password's hash: scrypt per row would cost minutes. Returns what was seeded, or null.
 */
export async function seedDemo(
  deps: { db: Db; files: FileStore; now?: Date },
  options: { ensuredEmails?: readonly string[] } = {},
) {
  const ensured = (options.ensuredEmails ?? []).map(normalizeEmail);
  const now = deps.now ?? new Date();
  // One transaction that first claims the mark: of two processes starting at once, the second waits, then finds it.
  // Its events (notifications, messages, money) join the demo people's history; nobody is connected to be told.
  // Marked delivered before this returns, so the server's start does not take them again.
  const events = new EventLog({ db: deps.db, clock: systemClock, log: console });
  const seeded = await events
    .wrap(deps.db)
    .transaction(async (tx) => {
      const db = tx as unknown as Db;
      const claimed = await db
        .insert(seedRuns)
        .values({ name: DEMO_SEED, seededAt: now })
        .onConflictDoNothing()
        .returning({ name: seedRuns.name });
      if (claimed.length === 0) return null;
      const demoEmails = DEMO_USERS.map((u) => u.email).filter((email) => !ensured.includes(email));
      const [found] = await queryRows<{ demo: number; others: number }>(
        db,
        sql`select
        count(*) filter (where lower(email) in ${demoEmails})::int as demo,
        count(*) filter (where lower(email) not in ${ensured.length ? ensured : ['']})::int as others
      from users`,
      );
      // Seeded before seed_runs existed: the claim stays as the mark.
      if ((found?.demo ?? 0) > 0) return null;
      if ((found?.others ?? 0) > 0) {
        // A database in use never gets demo people; not marked, nothing was seeded.
        tx.rollback();
      }
      return seedDemoRows({ db, files: deps.files, now }, await hashPassword(DEMO_PASSWORD));
    })
    .catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return null;
      throw error;
    });
  await events.settle();
  return seeded;
}

/** True while the demo admin account exists with the README's password (one scrypt check). */
export async function demoAdminKeepsDemoPassword(db: Db): Promise<boolean> {
  const [admin] = await db
    .select({ passwordHash: users.passwordHash, isActive: users.isActive })
    .from(users)
    .where(eq(users.email, DEMO_USERS[0].email));
  return Boolean(admin?.isActive) && (await verifyPassword(DEMO_PASSWORD, admin?.passwordHash ?? ''));
}

async function seedDemoRows(deps: { db: Db; files: FileStore; now: Date }, passwordHash: string) {
  const { db, now } = deps;
  // An account the environment ensures (e.g. ADMIN_EMAIL=admin@labora.dev) is kept as it is.
  await db
    .insert(users)
    .values(
      DEMO_USERS.map((u, i) => ({
        ...u,
        // Verified, so phone sign-in can be tried with them (the code lands in DATA_DIR/outbox).
        phone: `1198765432${i}`,
        phoneVerifiedAt: now,
        passwordHash,
        createdAt: new Date(now.getTime() - (400 - i) * 86_400_000),
      })),
    )
    .onConflictDoNothing();
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_USERS.map((u) => u.email),
      ),
    );
  const idOf = (email: string) => people.find((u) => u.email === email)?.id ?? '';
  const clientId = idOf('cliente@labora.dev');
  const freelancerId = idOf('freelancer@labora.dev');
  const avatarUrl = await storePublicImage(deps.files, 'avatars', await avatarImage(7, ['#16a34a', '#0f766e']), now);
  await db
    .update(users)
    .set({ ...RAFAEL_PROFILE, avatarUrl })
    .where(eq(users.id, freelancerId));
  const marketplace = await seedMarketplace({ db, files: deps.files, now }, { passwordHash, clientId, freelancerId });
  // Then the money: deposits, every contract's escrow as its state requires, the demo freelancer's withdrawals.
  const wallet = await seedDemoMoney(db, { now, demoPeople: people.map((p) => p.id), freelancerId });
  // A case in the moderators' queue, on escrow the money seed paid in.
  const disputeId = await seedDemoDispute({ db, files: deps.files, now }, { clientId, freelancerId });
  // Rafael's skill levels, a week of tracked time and two goals (the freelancer dashboard, 'Habilidades & Metas').
  await seedDemoGrowth(db, { now, freelancerId });
  // Requests waiting for Carla's and Rafael's answer ('Sugestões' on Messages).
  const connections = await seedDemoConnections(db, {
    now,
    demoPeople: [clientId, freelancerId],
  });
  // The story's notifications stay in the bell, but its past is no news: none of it goes out by e-mail.
  await db.update(notifications).set({ mailedAt: now }).where(isNull(notifications.mailedAt));
  return { ...marketplace, wallet, connections, disputeId };
}
