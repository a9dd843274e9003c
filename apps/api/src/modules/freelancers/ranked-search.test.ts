import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';

// Searches of several words against a known set of freelancers (issue 22): each word required, in the name, city,
// Cargo, skills or a category's keywords (the catalog's synonyms); accents and case ignored; the best match first
// when the order is relevance, the order asked for otherwise.
let t: TestApp;
let viewer: TestUser;
const ids: Record<string, string> = {};

// Oldest first, a minute apart, all as relevant as each other (no reviews, no contracts).
const FIXTURE = [
  ['ana', 'Ana', 'Lima', 'Desenvolvedora Front-end', ['React', 'TypeScript'], 'Recife, PE'],
  ['bruno', 'Bruno', 'Souza', 'Designer Gráfico', ['Illustrator', 'Branding'], 'Recife, PE'],
  ['carla', 'Carla', 'Dias', 'Desenvolvedor React', ['React Native'], 'São Paulo, SP'],
  ['davi', 'Davi', 'Rocha', 'Desenvolvedor Python', ['Django'], 'Recife, PE'],
  ['erica', 'Érica', 'Reis', 'Ilustradora', ['Photoshop', 'Logotipo'], 'São Paulo, SP'],
] as const;

beforeAll(async () => {
  t = await createTestApp();
  viewer = await createUser(t, { isFreelancer: false });
  for (const [i, [key, first, last, cargo, skills, city]] of FIXTURE.entries()) {
    const [row] = await queryRows<{ id: string }>(
      t.database.db,
      sql`insert into users (first_name, last_name, email, phone, password_hash, is_freelancer, user_type, location,
        skills, created_at)
      values (${first}, ${last}, ${`${key}@exemplo.com.br`}, '11987654321', 'not-a-hash', true, ${cargo}, ${city},
        ${`{${skills.join(',')}}`}::text[], timestamptz '2026-01-01' + make_interval(mins => ${i}))
      returning id`,
    );
    if (!row) throw new Error('insert failed');
    ids[row.id] = key;
  }
});
afterAll(() => t.close());

const found = async (search: string, order = '') => {
  const res = await t
    .asUser(viewer)
    .get(`/api/freelancers?search=${encodeURIComponent(search)}${order ? `&order=${order}` : ''}`);
  expect(res.statusCode).toBe(200);
  const body = res.json() as { items: { id: string }[]; total: number };
  expect(body.total).toBe(body.items.length);
  return body.items.map((f) => ids[f.id]);
};

describe('GET /api/freelancers?search= with several words', () => {
  it('requires every word, each in any field, a category keyword standing for its category', async () => {
    // 'logotipo' is a keyword of Design Gráfico: Bruno (Illustrator, Branding) is a designer in Recife; Érica has the
    // skill but lives in São Paulo.
    expect(await found('logotipo recife')).toEqual(['bruno']);
    expect(await found('designer recife')).toEqual(['bruno']);
    expect(await found('designer recife python')).toEqual([]);
  });

  it('ignores accents and case', async () => {
    expect(await found('SÃO paulo REACT')).toEqual(['carla']);
    expect(await found('erica ilustradora')).toEqual(['erica']);
  });

  it('ranks the phrase in the Cargo first, then more words as written, in the Cargo, then in the skills', async () => {
    // All three are in Programação & Tecnologia, whose keywords 'desenvolvedor' and 'react' start.
    expect(await found('desenvolvedor react')).toEqual(['carla', 'ana', 'davi']);
    expect(await found('desenvolvedor react', 'relevance')).toEqual(['carla', 'ana', 'davi']);
    // An order asked for is kept: newest first.
    expect(await found('desenvolvedor react', 'newest')).toEqual(['davi', 'carla', 'ana']);
    // Only the city matches, alike for all three: by relevance then, the newest of equals first.
    expect(await found('recife')).toEqual(['davi', 'bruno', 'ana']);
  });
});
