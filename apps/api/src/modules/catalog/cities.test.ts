import { CITIES_MESSAGES } from '@labora/shared/catalog';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { ensureCities } from '../../db/seed/cities.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  expect(await ensureCities(t.database.db)).toBe(true);
  user = await createUser(t);
});
afterAll(() => t.close());

const search = async (q: string) => {
  const res = await t.asUser(user).get(`/api/catalog/cities?q=${encodeURIComponent(q)}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { label: string; placeId: string; latitude: number; longitude: number }[];
};

describe('cities', () => {
  it('loads the 5,571 IBGE municipalities once', async () => {
    const [row] = await queryRows<{ count: number }>(t.database.db, sql`select count(*)::int as count from cities`);
    expect(row?.count).toBe(5571);
    expect(await ensureCities(t.database.db)).toBe(false);
  });

  it('ignores accents and case, and answers Cidade, UF with the IBGE code and coordinates', async () => {
    const found = await search('SAO JOSE DOS');
    expect(found.map((c) => c.label)).toContain('São José dos Campos, SP');
    // Bigger cities first among names starting the same way.
    expect(found[0]?.label).toBe('São José dos Campos, SP');
    expect(found.find((c) => c.label === 'São José dos Campos, SP')).toMatchObject({ placeId: '3549904' });
    const [sp] = await search('são paulo');
    expect(sp).toMatchObject({ label: 'São Paulo, SP', placeId: '3550308' });
    expect(sp?.latitude).toBeCloseTo(-23.53, 1);
    expect(sp?.longitude).toBeCloseTo(-46.64, 1);
    expect((await search('itajuba')).map((c) => c.label)).toContain('Itajubá, MG');
    expect((await search("alta floresta d'oeste"))[0]?.label).toBe("Alta Floresta D'Oeste, RO");
  });

  it('ranks a whole-name match first, then prefixes by population, at most 10', async () => {
    const found = await search('sao jose');
    expect(found).toHaveLength(10);
    expect(found[0]?.label).toBe('São José, SC');
    expect(found.slice(1, 3).map((c) => c.label)).toEqual(['São José dos Campos, SP', 'São José do Rio Preto, SP']);
    const rio = await search('rio');
    expect(rio[0]?.label).toBe('Rio de Janeiro, RJ');
  });

  it("narrows by state after a comma ('Cidade, UF')", async () => {
    expect((await search('Bom Jesus, PI')).map((c) => c.label)).toEqual(['Bom Jesus, PI']);
    expect((await search('campinas, sp'))[0]?.label).toBe('Campinas, SP');
  });

  it('answers nothing under 2 characters or for unknown names; guests get 401; long queries 400', async () => {
    expect(await search('s')).toEqual([]);
    expect(await search('%%')).toEqual([]);
    expect(await search('xyzlandia')).toEqual([]);
    expect((await t.asUser(null).get('/api/catalog/cities?q=sao')).statusCode).toBe(401);
    const long = await t.asUser(user).get(`/api/catalog/cities?q=${'a'.repeat(81)}`);
    expect(long.json()).toEqual({ code: 'BAD_REQUEST', message: CITIES_MESSAGES.queryTooLong });
    expect(long.statusCode).toBe(400);
  });
});
