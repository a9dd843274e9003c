import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities } from '../db/schema/catalog.js';
import { ensureCities } from '../db/seed/cities.js';
import { createTestApp, type TestApp } from '../test/helpers.js';
import { cappedCount } from './capped-count.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await ensureCities(t.database.db);
});
afterAll(() => t.close());

describe('cappedCount', () => {
  it('counts exactly up to the cap and says when there are more', async () => {
    const db = t.database.db;
    expect(await cappedCount(db, cities, undefined, 10_000)).toEqual({ total: 5571, totalCapped: false });
    expect(await cappedCount(db, cities, undefined, 100)).toEqual({ total: 100, totalCapped: true });
    expect(await cappedCount(db, cities, eq(cities.uf, 'RR'), 15)).toEqual({ total: 15, totalCapped: false });
    expect(await cappedCount(db, cities, eq(cities.uf, 'RR'), 14)).toEqual({ total: 14, totalCapped: true });
  });
});
