import { DASHBOARD_CATEGORIES } from '@labora/shared/catalog';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { CATEGORIES } from '../../db/seed/marketplace-content.js';
import { createContract, createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';

// The freelancers list on a small known set: four freelancers, two with a record (contracts and reviews).
//   ana   Desenvolvedora Front-end (React)  Campinas, SP    R$ 100  2 concluded, both reviewed 5★
//   bruno Produtor Musical (Mixagem)         Recife, PE      R$ 60   1 concluded, reviewed 3★
//   caio  Desenvolvedor Back-end (Python)    Campinas, SP    R$ 150  new
//   dora  Consultora de Imagem               Rio de Janeiro  —       new, the newest
let t: TestApp;
let client: TestUser;
/** Who reads the list (the client erases their account at the end). */
let viewer: TestUser;
const people = {} as Record<'ana' | 'bruno' | 'caio' | 'dora', TestUser>;
const DAY = 24 * 60 * 60 * 1000;

async function freelancer(first: string, profile: Record<string, unknown>) {
  // The test clock stands still unless moved: a second apart, so 'newest' has an order.
  t.clock.advance(1000);
  const user = await createUser(t, { first_name: first, last_name: 'teste', isFreelancer: true });
  const res = await t.asUser(user).put('/api/users/profile', {
    first_name: first,
    last_name: 'teste',
    email: user.email,
    phone: '11987654321',
    ...profile,
  });
  expect(res.statusCode).toBe(200);
  return user;
}

/** A concluded contract of `who` with the client, reviewed by the client (and by `who` too: then published). */
async function concluded(who: TestUser, rating: number, bothSides = true) {
  const { contract } = await createContract(t, { client, freelancer: who, status: 'concluido' });
  const review = (by: TestUser, stars: number) =>
    t.asUser(by).post(`/api/contracts/${contract.id}/reviews`, { rating: stars, comment: 'Ótimo trabalho.' });
  expect((await review(client, rating)).statusCode).toBe(201);
  if (bothSides) expect((await review(who, 5)).statusCode).toBe(201);
  return contract;
}

beforeAll(async () => {
  t = await createTestApp();
  client = await createUser(t, { isFreelancer: false });
  viewer = await createUser(t, { isFreelancer: false });
  people.ana = await freelancer('ana', {
    user_type: 'Desenvolvedora Front-end',
    location: 'Campinas, SP',
    hourly_rate: 100,
    skills: ['React'],
  });
  people.bruno = await freelancer('bruno', {
    user_type: 'Produtor Musical',
    location: 'Recife, PE',
    hourly_rate: 60,
    skills: ['Mixagem'],
  });
  people.caio = await freelancer('caio', {
    user_type: 'Desenvolvedor Back-end',
    location: 'Campinas, SP',
    hourly_rate: 150,
    skills: ['Python'],
  });
  people.dora = await freelancer('dora', { user_type: 'Consultora de Imagem', location: 'Rio de Janeiro, RJ' });
  await concluded(people.ana, 5);
  await concluded(people.ana, 5);
  await concluded(people.bruno, 3);
});
afterAll(() => t.close());

const names = async (query: string) => {
  const res = await t.asUser(viewer).get(`/api/freelancers?${query}`);
  expect([query, res.statusCode]).toEqual([query, 200]);
  return res.json().items.map((f: { name: string }) => f.name.split(' ')[0]?.toLowerCase());
};

describe('ordering', () => {
  it('puts a good record first and new profiles after, by relevance (the default)', async () => {
    expect(await names('')).toEqual(['ana', 'bruno', 'dora', 'caio']);
    expect(await names('order=relevance')).toEqual(['ana', 'bruno', 'dora', 'caio']);
  });

  it('orders by hourly rate both ways (no rate last) and by newest', async () => {
    expect(await names('order=rate_asc')).toEqual(['bruno', 'ana', 'caio', 'dora']);
    expect(await names('order=rate_desc')).toEqual(['caio', 'ana', 'bruno', 'dora']);
    expect(await names('order=newest')).toEqual(['dora', 'caio', 'bruno', 'ana']);
  });
});

describe('filters', () => {
  it('by dashboard category, or by a job category standing for its dashboard categories', async () => {
    expect(await names(`category=${encodeURIComponent('Programação & Tecnologia')}`)).toEqual(['ana', 'caio']);
    expect(await names(`category=${encodeURIComponent('Desenvolvimento Web')}`)).toEqual(['ana', 'caio']);
    expect(await names(`category=${encodeURIComponent('Música & Áudio')}`)).toEqual(['bruno']);
    expect(await names(`category=${encodeURIComponent('Moda & Beleza')}`)).toEqual(['dora']);
    expect(await names(`category=${encodeURIComponent('Games & Desenvolvimento de Jogos')}`)).toEqual([]);
  });

  it('searches category names too, accents ignored', async () => {
    // None of them writes 'programação', 'áudio' or 'moda': the category table finds them.
    expect(await names('search=programacao')).toEqual(['ana', 'caio']);
    expect(await names('search=AUDIO')).toEqual(['bruno']);
    expect(await names('search=moda')).toEqual(['dora']);
    // A keyword stands for its category too (the table's synonyms): Caio, in Programação & Tecnologia, after Ana,
    // who names React.
    expect(await names('search=react')).toEqual(['ana', 'caio']);
  });

  it('by city (as the autocomplete labels it) or state, rate range, minimum rating and level', async () => {
    expect(await names(`city=${encodeURIComponent('campinas, sp')}`)).toEqual(['ana', 'caio']);
    expect(await names('state=PE')).toEqual(['bruno']);
    expect(await names('state=SP&order=newest')).toEqual(['caio', 'ana']);
    expect(await names('minRateCents=9000&maxRateCents=12000')).toEqual(['ana']);
    expect(await names('maxRateCents=10000')).toEqual(['ana', 'bruno']);
    expect(await names('minRating=4.5')).toEqual(['ana']);
    expect(await names('minRating=3')).toEqual(['ana', 'bruno']);
    expect(await names(`level=${encodeURIComponent('Nível 1')}`)).toEqual(['ana', 'bruno']);
    expect(await names('level=Novo')).toEqual(['dora', 'caio']);
    expect(await names(`level=${encodeURIComponent('Top Rated')}`)).toEqual([]);
    // Filters add up.
    expect(await names(`search=programacao&city=${encodeURIComponent('Campinas, SP')}&minRating=4`)).toEqual(['ana']);
  });

  it('refuses what it does not know', async () => {
    for (const query of [
      'category=Nada',
      'state=XX',
      'level=Mestre',
      'order=preco',
      'minRating=6',
      'minRateCents=-1',
    ]) {
      const res = await t.asUser(client).get(`/api/freelancers?${query}`);
      expect([query, res.statusCode, res.json().code]).toEqual([query, 400, 'BAD_REQUEST']);
    }
  });
});

describe('the stats kept on users', () => {
  const mismatches = async () =>
    queryRows<{ id: string }>(
      t.database.db,
      sql.raw(`select u.id from users u where
        u.rating_sum <> (select coalesce(sum(r.rating), 0) from reviews r where r.reviewee_id = u.id and r.published_at <= '${t.clock.now().toISOString()}')
        or u.review_count <> (select count(*) from reviews r where r.reviewee_id = u.id and r.published_at <= '${t.clock.now().toISOString()}')
        or u.completed_contracts <> (select count(*) from contracts c where c.freelancer_id = u.id and c.status = 'concluido')`),
    );

  it('agree with the reviews and contracts they come from', async () => {
    await names('');
    expect(await mismatches()).toEqual([]);
    const card = (await t.asUser(viewer).get(`/api/freelancers/${people.ana.id}`)).json();
    expect([card.rating, card.reviewCount, card.completedProjects, card.level]).toEqual([5, 2, 2, 'Nível 1']);
  });

  it('count a one-sided review once its blind period ends, and follow an erased client', async () => {
    await concluded(people.dora, 4, false);
    const before = (await t.asUser(viewer).get(`/api/freelancers/${people.dora.id}`)).json();
    expect([before.rating, before.reviewCount, before.completedProjects]).toEqual([null, 0, 1]);
    t.clock.advance(15 * DAY);
    expect(await names(`minRating=4&level=${encodeURIComponent('Nível 1')}`)).toEqual(['ana', 'dora']);
    expect(await mismatches()).toEqual([]);

    // The client leaves: their contracts and reviews go, and so do the counts they made.
    expect((await t.asUser(client).delete('/api/users/me', { password: client.password })).statusCode).toBe(200);
    expect(await mismatches()).toEqual([]);
    expect(await names('order=relevance')).toEqual(['dora', 'caio', 'bruno', 'ana']);
  });
});

describe('the category table in the database', () => {
  it('files every keyword under its own category, as the shared table does (scripts/work-categories-sql.ts)', async () => {
    const categoriesOf = async (work: string) => {
      const [row] = await queryRows<{ c: number[] }>(
        t.database.db,
        sql`select labora_work_categories(' ' || labora_fold(${work})) as c`,
      );
      return row?.c ?? [];
    };
    for (const [i, category] of DASHBOARD_CATEGORIES.entries()) {
      for (const keyword of category.keywords) {
        expect([category.name, keyword, (await categoriesOf(keyword)).includes(i + 1)]).toEqual([
          category.name,
          keyword,
          true,
        ]);
      }
    }
    // At the start of a word only: 'Community Management' is no Unity (Games).
    const games = DASHBOARD_CATEGORIES.findIndex((c) => c.name.startsWith('Games')) + 1;
    expect(await categoriesOf('Community Management')).not.toContain(games);
  });
});

describe('the category table and the demo content', () => {
  it("matches every demo freelancer's Cargo and skills to their own dashboard category", () => {
    const fold = (text: string) => ` ${text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}`;
    for (const content of CATEGORIES) {
      const category = DASHBOARD_CATEGORIES.find((c) => c.name === content.name);
      const keywords = (category?.keywords ?? []).map((k) => ` ${fold(k).trim()}`);
      for (const work of [...content.titles, ...content.skills.slice(0, 1)]) {
        expect([content.name, work, keywords.some((k) => fold(work).includes(k))]).toEqual([content.name, work, true]);
      }
    }
  });
});
