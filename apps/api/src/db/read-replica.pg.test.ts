import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGig, createJob, createUser, moneyPost, TEST_CARD, type TestUser } from '../test/factories.js';
import { createTestApp, openMigratedTestDatabase, type TestApp } from '../test/helpers.js';
import { type Database, openDatabase } from './client.js';
import { gigs, jobs, skillLevels, users } from './schema/index.js';

// Needs a PostgreSQL server (`npm run test:pg`). DATABASE_READ_URL's routing, proved with a "replica" that is a
// separate database holding rows the primary lacks, read through a role that may only SELECT (as a hot standby
// refuses writes): what a list shows tells which database answered it.

let t: TestApp;
let seed: Database & { url?: string };
let replica: Database;
const reader = `labora_reader_${randomBytes(4).toString('hex')}`;
let client: TestUser;
let freelancer: TestUser;

async function asAdmin(statement: string) {
  const admin = new pg.Client({ connectionString: seed.url });
  await admin.connect();
  await admin.query(statement);
  await admin.end();
}

beforeAll(async () => {
  seed = await openMigratedTestDatabase();
  await asAdmin(`create role ${reader} login; grant select on all tables in schema public, drizzle to ${reader};
    grant usage on schema drizzle to ${reader}`);
  const readerUrl = new URL(seed.url ?? '');
  readerUrl.username = reader;
  readerUrl.password = '';
  // The second pool of openDatabase, as DATABASE_READ_URL opens it.
  replica = await openDatabase({ databaseUrl: seed.url, readUrl: readerUrl.toString() });
  t = await createTestApp({ readDb: replica.readDb });
  client = await createUser(t, { isFreelancer: false });
  freelancer = await createUser(t, { isFreelancer: true, first_name: 'Rebeca', last_name: 'Primária' });
  // On the primary only: a job, a gig.
  await createJob(t, client, { title: 'Reforma escrita no primário' });
  await createGig(t, freelancer, { title: 'Logotipo escrito no primário' });
  // On the replica only: the same two people, a job, a gig and a skill level of theirs, and a freelancer.
  for (const id of [client.id, freelancer.id]) {
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    if (row) await seed.db.insert(users).values(row);
  }
  const [job] = await t.database.db.select().from(jobs).limit(1);
  if (!job) throw new Error('no job');
  const { id: _jobId, ...jobFields } = job;
  await seed.db.insert(jobs).values({ ...jobFields, title: 'Vitrine lida da réplica' });
  const [gig] = await t.database.db.select().from(gigs).limit(1);
  if (!gig) throw new Error('no gig');
  const { id: _gigId, ...gigFields } = gig;
  await seed.db.insert(gigs).values({ ...gigFields, title: 'Banner lido da réplica' });
  await seed.db.insert(skillLevels).values({ userId: freelancer.id, skill: 'Só na réplica', level: 9 });
});

afterAll(async () => {
  await t?.close();
  await replica?.close();
  await asAdmin(`drop owned by ${reader}; drop role ${reader}`).catch(() => {});
  await seed?.close();
});

const titles = (items: { title: string }[]) => items.map((item) => item.title);

describe('DATABASE_READ_URL: lag-tolerant reads on the replica, the rest on the primary', () => {
  it("answers the public job search and list from the replica, the owner's own list from the primary", async () => {
    const search = await t.asUser(freelancer).get('/api/jobs?search=vitrine');
    expect(titles(search.json().items)).toEqual(['Vitrine lida da réplica']);
    const list = await t.asUser(freelancer).get('/api/jobs');
    expect(titles(list.json().items)).toEqual(['Vitrine lida da réplica']);
    const mine = await t.asUser(client).get('/api/jobs?owner=mine');
    expect(titles(mine.json().items)).toEqual(['Reforma escrita no primário']);
  });

  it('answers the gigs list, the freelancers search and public profiles from the replica', async () => {
    expect(titles((await t.asUser(client).get('/api/gigs')).json())).toEqual(['Banner lido da réplica']);
    const found = await t.asUser(client).get('/api/freelancers?search=rebeca');
    expect(found.json().items.map((f: { id: string }) => f.id)).toEqual([freelancer.id]);
    expect((await t.asUser(client).get(`/api/freelancers/${freelancer.id}`)).statusCode).toBe(200);
  });

  it("draws the dashboard's charts from the replica", async () => {
    const dashboard = await t.asUser(freelancer).get('/api/dashboard');
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json().freelancer.topSkills).toEqual([{ skill: 'Só na réplica', level: 9 }]);
  });

  it('keeps sessions, money and Idempotency-Keys on the primary, which the replica lacks', async () => {
    const person = await createUser(t);
    expect((await t.asUser(person).get('/api/auth/me')).statusCode).toBe(200);
    const body = { amountCents: 5000, method: 'card', cardNumber: TEST_CARD };
    const first = await moneyPost(t, person, '/api/wallet/deposits', body, 'chave-replica-1');
    expect(first.statusCode).toBe(201);
    const again = await moneyPost(t, person, '/api/wallet/deposits', body, 'chave-replica-1');
    expect(again.json().deposit.id).toBe(first.json().deposit.id);
    const wallet = await t.asUser(person).get('/api/wallet');
    expect(wallet.json().availableCents).toBe(5000);
    // None of it reached the replica's database.
    expect(await seed.db.select().from(users).where(eq(users.id, person.id))).toEqual([]);
  });
});
