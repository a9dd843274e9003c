import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';

// Searches of several words against a known set of jobs (issue 22): each word required, in the title, the skills,
// the category or its keywords (the catalog's synonyms); accents and case ignored; the best match first.
let t: TestApp;
let client: TestUser;
const ids: Record<string, string> = {};

// Oldest first: each is a minute newer than the one before.
const FIXTURE = [
  ['site', 'Site para academia', 'Desenvolvimento Web', ['WordPress']],
  ['shop', 'Loja virtual React', 'Desenvolvimento Web', ['React', 'Shopify']],
  ['devReact', 'Desenvolvedor React para app', 'Desenvolvimento Mobile', ['React Native']],
  ['workout', 'Aplicativo de treinos', 'Desenvolvimento Mobile', ['React']],
  ['logo', 'Logotipo para academia', 'Design Gráfico', ['Illustrator']],
  ['brand', 'Identidade visual de academia', 'Design Gráfico', ['Branding']],
  ['menu', 'Cardápio para restaurante', 'Design Gráfico', ['Photoshop']],
  ['panel', 'Painel em Python', 'Análise de Dados', ['Django']],
] as const;

beforeAll(async () => {
  t = await createTestApp();
  client = await createUser(t, { isFreelancer: false });
  for (const [i, [key, title, category, skills]] of FIXTURE.entries()) {
    const [row] = await queryRows<{ id: string }>(
      t.database.db,
      sql`insert into jobs (client_id, title, category, budget_cents,
        duration, description, delivery_deadline, skills, created_at)
      values (${client.id}, ${title}, ${category}, 100000, '1 mês', 'Descrição do projeto.', '2099-12-31',
        ${`{${skills.join(',')}}`}::text[], timestamptz '2026-01-01' + make_interval(mins => ${i}))
      returning id`,
    );
    if (!row) throw new Error('insert failed');
    ids[row.id] = key;
  }
});
afterAll(() => t.close());

const found = async (search: string) => {
  const res = await t.asUser(client).get(`/api/jobs?search=${encodeURIComponent(search)}`);
  expect(res.statusCode).toBe(200);
  const body = res.json() as { items: { id: string }[]; total: number };
  expect(body.total).toBe(body.items.length);
  return body.items.map((job) => ids[job.id]);
};

describe('GET /api/jobs?search= with several words', () => {
  it('requires every word, each in any field, a category keyword standing for its category', async () => {
    // 'logotipo' is a keyword of Design Gráfico: the brand job has no logo in its text and is found; the menu job
    // lacks 'academia', the gym's site lacks anything about a logo.
    expect(await found('logotipo academia')).toEqual(['logo', 'brand']);
    expect(await found('logotipo academia restaurante')).toEqual([]);
    expect(await found('logotipo zzzz')).toEqual([]);
  });

  it('ignores accents and case, in the words and in the keywords', async () => {
    expect(await found('LOGÓTIPO Acadêmia')).toEqual(['logo', 'brand']);
    expect(await found('cardapio RESTAURANTE')).toEqual(['menu']);
  });

  it('ranks the phrase in the title first, then more words as written, in the title, then in the skills', async () => {
    // 'desenvolvedor' and 'react' are keywords of Programação & Tecnologia: every job of its job categories
    // matches both; those naming the words come first, the rest newest first.
    expect(await found('desenvolvedor react')).toEqual(['devReact', 'shop', 'workout', 'panel', 'site']);
    expect(await found('react')).toEqual(['devReact', 'shop', 'workout', 'panel', 'site']);
    // Both words in the title beat one in the title and one in the skills.
    expect(await found('loja react')).toEqual(['shop']);
    expect(await found('academia')).toEqual(['brand', 'logo', 'site']);
  });
});

describe('a search with more matches than the ranked window', () => {
  const MORE = 1030;
  let expected: string[] = [];

  beforeAll(async () => {
    // 'Tarefa N', a minute apart (N = 1 the oldest); every 97th names 'tarefa' in its skills too, and ranks higher.
    const rows = await queryRows<{ id: string; title: string }>(
      t.database.db,
      sql`insert into jobs (client_id, title, category, budget_cents,
        duration, description, delivery_deadline, skills, created_at)
      select ${client.id}, 'Tarefa ' || i, 'Outro', 100000, '1 mês', 'Descrição do projeto.', '2099-12-31',
        case when i % 97 = 0 then array['Tarefa'] else array['Excel'] end,
        timestamptz '2027-01-01' + make_interval(mins => i)
      from generate_series(1, ${MORE}) as i
      returning id, title`,
    );
    expect(rows).toHaveLength(MORE);
    // Newest first; the newest 1,000 with the skill first, then the rest of them, then the 30 oldest newest first.
    const newest = rows
      .map((row) => ({ id: row.id, i: Number(row.title.replace('Tarefa ', '')) }))
      .sort((a, b) => b.i - a.i);
    const window = newest.slice(0, 1000);
    expected = [
      ...window.filter((r) => r.i % 97 === 0),
      ...window.filter((r) => r.i % 97 !== 0),
      ...newest.slice(1000),
    ].map((r) => r.id);
  });

  it('ranks the newest thousand, then goes on newest first, every page joining the next', async () => {
    const seen: string[] = [];
    let total = 0;
    for (let page = 1; seen.length < MORE + 12; page++) {
      const res = await t.asUser(client).get(`/api/jobs?search=tarefa&page=${page}&pageSize=12`);
      const body = res.json() as { items: { id: string }[]; total: number; totalCapped: boolean };
      if (page === 1) total = body.total;
      if (!body.items.length) break;
      expect([page, body.totalCapped]).toEqual([page, true]);
      seen.push(...body.items.map((job) => job.id));
    }
    expect(total).toBe(1000);
    expect(seen).toEqual(expected);
  });
});
