import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { foldText } from '../../lib/fold-text.js';
import type { Db } from '../client.js';
import { cities } from '../schema/catalog.js';

// Same depth from src/db/seed and dist/db/seed.
const CITIES_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../data/cities.tsv');

export async function readCitiesFile(file = CITIES_FILE) {
  const [, ...lines] = (await readFile(file, 'utf8')).trimEnd().split('\n');
  return lines.map((line) => {
    const [ibgeCode, name = '', uf = '', latitude, longitude, population] = line.split('\t');
    return {
      ibgeCode: Number(ibgeCode),
      name,
      uf,
      searchName: foldText(name),
      latitude: Number(latitude),
      longitude: Number(longitude),
      population: Number(population),
    };
  });
}

/** Loads the IBGE list into `cities` unless the table already holds it; returns whether it (re)loaded. */
export async function ensureCities(db: Db): Promise<boolean> {
  const rows = await readCitiesFile();
  const [current] = await db.select({ count: sql<number>`count(*)::int` }).from(cities);
  if (current?.count === rows.length) return false;
  await db.transaction(async (tx) => {
    await tx.delete(cities);
    for (let i = 0; i < rows.length; i += 1000) await tx.insert(cities).values(rows.slice(i, i + 1000));
  });
  return true;
}
