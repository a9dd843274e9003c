// Vitest's global setup for the API suite: one migrated database, made once per run, that every test database
// starts from. Opening PGlite runs initdb and then 40-odd migrations (about 4 s on this machine) where loading a
// dump of the result takes about 1 s; on PostgreSQL `create database … template` copies the migrated one.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import type { Database } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `labora_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: url.toString() });
    await runMigrations(migratable('postgres', drizzlePg({ client: pool })));
    await pool.end();
    project.provide('migratedTemplate', { kind: 'postgres', database: name });
    return () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'labora-template-'));
  const engine = await PGlite.create({ extensions: { pg_trgm } });
  await runMigrations(migratable('pglite', drizzlePglite({ client: engine })));
  await engine.exec('CHECKPOINT');
  const dump = path.join(dir, 'migrated.tar');
  await writeFile(dump, Buffer.from(await (await engine.dumpDataDir('none')).arrayBuffer()));
  await engine.close();
  project.provide('migratedTemplate', { kind: 'pglite', dump });
  return () => rm(dir, { recursive: true, force: true });
}

/**
 * What runMigrations reads of a Database. The app's own openDatabase is not used here: this file runs in Vitest's
 * main process, which resolves `@labora/shared` to its build rather than its source, and the schema needs the latter.
 */
function migratable(kind: Database['kind'], db: unknown): Database {
  return { kind, db } as unknown as Database;
}

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
