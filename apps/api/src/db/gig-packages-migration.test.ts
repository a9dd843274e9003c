import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openTestDatabase } from '../test/helpers.js';
import { queryRows } from './client.js';
import { runMigrations } from './migrate.js';

const drizzleDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup) await step();
});

/** The committed migrations up to (not including) `tag`: the database as it was before that migration. */
async function migrationsBefore(tag: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'labora-migrations-'));
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  await cp(drizzleDir, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8'));
  const at = journal.entries.findIndex((e: { tag: string }) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

it("turns each existing gig's one price into a Básico of 14 days and 1 revision, and its orders into Básico ones", async () => {
  const database = await openTestDatabase();
  cleanup.unshift(() => database.close());
  await runMigrations(database, await migrationsBefore('0041_gig_packages'));
  const { db } = database;
  await db.execute(
    sql.raw(`insert into users (id, first_name, last_name, email, phone, password_hash, is_freelancer)
      values ('11111111-1111-4111-8111-111111111111', 'Ana', 'Souza', 'ana@exemplo.com.br', '11987654321', 'x', true),
             ('22222222-2222-4222-8222-222222222222', 'Bia', 'Lima', 'bia@exemplo.com.br', '11987654322', 'x', false)`),
  );
  await db.execute(
    sql.raw(`insert into gigs (id, seller_id, title, category, price_cents)
      values ('33333333-3333-4333-8333-333333333333', '11111111-1111-4111-8111-111111111111', 'Logo', 'Design Gráfico', 45000),
             ('44444444-4444-4444-8444-444444444444', '11111111-1111-4111-8111-111111111111', 'Site', 'Desenvolvimento Web', 150000)`),
  );
  await db.execute(
    sql.raw(`insert into gig_orders (gig_id, buyer_id, seller_id, gig_title, price_cents)
      values ('33333333-3333-4333-8333-333333333333', '22222222-2222-4222-8222-222222222222',
              '11111111-1111-4111-8111-111111111111', 'Logo', 45000)`),
  );

  await runMigrations(database);

  const packages = await queryRows(
    db,
    sql`select gig_id as "gigId", tier, price_cents::int as "priceCents", delivery_days as "deliveryDays",
          revisions, included from gig_packages order by price_cents`,
  );
  expect(packages).toEqual([
    {
      gigId: '33333333-3333-4333-8333-333333333333',
      tier: 'basico',
      priceCents: 45_000,
      deliveryDays: 14,
      revisions: 1,
      included: [],
    },
    {
      gigId: '44444444-4444-4444-8444-444444444444',
      tier: 'basico',
      priceCents: 150_000,
      deliveryDays: 14,
      revisions: 1,
      included: [],
    },
  ]);
  const orders = await queryRows(
    db,
    sql`select package_tier as "tier", delivery_days as "deliveryDays", revisions from gig_orders`,
  );
  expect(orders).toEqual([{ tier: 'basico', deliveryDays: 14, revisions: 1 }]);
});
