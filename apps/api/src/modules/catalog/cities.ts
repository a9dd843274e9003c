import { CITIES_LIMITS } from '@labora/shared/catalog';
import type { TCity } from '@labora/shared/cities';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cities } from '../../db/schema/catalog.js';
import { foldText } from '../../lib/fold-text.js';

/** 'sao jose, sp' → name 'sao jose' within SP; a trailing two-letter part after a comma is the UF. */
function parseQuery(q: string): { name: string; uf: string | null } {
  const match = /^(.*),\s*([a-zA-Z]{2})\s*$/.exec(q);
  return match
    ? { name: foldText(match[1] ?? ''), uf: (match[2] ?? '').toUpperCase() }
    : { name: foldText(q), uf: null };
}

/**
 * Up to 10 municipalities whose folded name contains the folded query (accents and case ignored).
 * Whole-name matches come first, then names starting with it, then a word starting with it, then the rest;
 * within each, the bigger city first. Folding leaves only [a-z0-9 ], so the query carries no LIKE wildcard.
 */
export async function searchCities(db: Db, q: string): Promise<TCity[]> {
  const { name, uf } = parseQuery(q);
  if (name.length < CITIES_LIMITS.queryMinLength) return [];
  const rank = sql`case
    when ${cities.searchName} = ${name} then 0
    when ${cities.searchName} like ${`${name}%`} then 1
    when ${cities.searchName} like ${`% ${name}%`} then 2
    else 3 end`;
  const rows = await db
    .select()
    .from(cities)
    .where(and(like(cities.searchName, `%${name}%`), uf ? eq(cities.uf, uf) : undefined))
    .orderBy(rank, desc(cities.population))
    .limit(CITIES_LIMITS.maxResults);
  return rows.map((c) => ({
    placeId: String(c.ibgeCode),
    name: c.name,
    uf: c.uf,
    label: `${c.name}, ${c.uf}`,
    latitude: c.latitude,
    longitude: c.longitude,
  }));
}
