import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { memoryBus, type NotifyBus, postgresBus } from './notify-bus.js';
import { PgliteClient } from './pglite-client.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** One type for both drivers: services never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * `db` with its `transaction` replaced and everything else as it is (the event log's writing wrapper, the
 * Idempotency-Key's flattened transaction).
 */
export function withTransaction(db: Db, transaction: (self: Db) => Db['transaction']): Db {
  const replaced: Db = new Proxy(db, {
    get(target, property) {
      if (property === 'transaction') return transaction(replaced);
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return replaced;
}

/** The database or an open transaction: helpers that may run inside a transaction take this. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  /** The read replica's pool (readUrl) for lag-tolerant reads; `db` itself when there is none (AppDeps.readDb). */
  readDb: Db;
  kind: 'pglite' | 'postgres';
  /** Signals between the API processes of this database (LISTEN/NOTIFY; in-process with PGlite): db/notify-bus.ts. */
  bus: NotifyBus;
  /**
   * Runs `work` while this process holds the advisory lock `name` and answers true; answers false at once when
   * another process holds it (lib/scheduler.ts: jobs that must not run in two processes at a time). PGlite: one
   * process owns the database, so `work` just runs.
   */
  runExclusive(name: string, work: () => Promise<void>): Promise<boolean>;
  /**
   * PGlite only: writes the database's files as one tar to `file` and runs `alsoWhilePaused` before any other
   * statement runs, so both are of one moment (db/backup-snapshot.ts). PostgreSQL has pg_dump for this.
   */
  snapshot?(file: string, alsoWhilePaused: () => Promise<void>): Promise<{ bytes: number; postgres: string }>;
  close(): Promise<void>;
}

/** How the embedded database runs (benchmarks compare; the defaults are what the server uses). */
export interface EmbeddedOptions {
  /** In a worker thread (default), so its WebAssembly and the HTTP server use two cores; false: in this thread. */
  thread?: boolean;
  /** Postgres' page cache inside the WebAssembly heap (default 16MB; PGlite's own is 128MB, all of it resident). */
  sharedBuffers?: string;
  /** In memory only: start from this dump of a data folder (a `.tar` of `dumpDataDir`) instead of an empty one. */
  loadDataDir?: string;
}

/** A PostgreSQL server when a URL is given, else PGlite persisted in dataDir/db (or in memory for tests). */
export async function openDatabase(options: {
  databaseUrl?: string;
  /** A replica of databaseUrl's database (DATABASE_READ_URL), opened as a second pool. */
  readUrl?: string;
  dataDir?: string;
  embedded?: EmbeddedOptions;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (restart, failover, an administrator) reports here; the pool has
    // already dropped it and the next query opens another. Unheard, the error would end the process.
    pool.on('error', () => {});
    // Fail at start, not at the first request, when the server cannot be reached.
    await pool.query('select 1');
    const bus = postgresBus(pool, options.databaseUrl);
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    const readPool = options.readUrl ? new pg.Pool({ connectionString: options.readUrl, max: 10 }) : undefined;
    readPool?.on('error', () => {});
    await readPool?.query('select 1');
    return {
      db,
      readDb: readPool ? (drizzlePg({ client: readPool, schema }) as unknown as Db) : db,
      kind: 'postgres',
      bus,
      runExclusive: (name, work) => withAdvisoryLock(pool, name, work),
      async close() {
        await bus.close();
        await pool.end();
        await readPool?.end();
      },
    };
  }
  let dir: string | undefined;
  if (options.dataDir) {
    dir = path.join(options.dataDir, 'db');
    await mkdir(dir, { recursive: true });
  }
  // The files under dir hold the whole database and the operating system caches them: a small page cache in
  // the WebAssembly heap saves memory (every page of it stays resident) at little cost.
  const startParams = [
    ...PGlite.defaultStartParams,
    '-c',
    `shared_buffers=${options.embedded?.sharedBuffers ?? '16MB'}`,
  ];
  // Postgres' WebAssembly compiled function by function as first called: most of it never runs here.
  v8.setFlagsFromString('--wasm-lazy-compilation');
  const client = await PgliteClient.open({
    dataDir: dir,
    loadDataDir: options.embedded?.loadDataDir,
    startParams,
    thread: options.embedded?.thread ?? true,
  });
  const db = drizzlePglite({ client: client as unknown as PGlite, schema }) as unknown as Db;
  return {
    db,
    readDb: db,
    kind: 'pglite',
    bus: memoryBus(),
    async runExclusive(_name, work) {
      await work();
      return true;
    },
    async snapshot(file, alsoWhilePaused) {
      const { tar, postgres } = await client.paused(async (dump) => {
        const dumped = await dump();
        await alsoWhilePaused();
        return dumped;
      });
      // Written once statements run again: the pause is the dump's, not the disk's.
      await writeFile(file, tar);
      return { bytes: tar.length, postgres };
    },
    close: () => client.close(),
  };
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A session-level advisory lock on a connection of its own, held while `work` runs on the pool: a process that dies
 * loses its session and so its lock. A connection that fails while held is destroyed, not returned to the pool.
 */
async function withAdvisoryLock(pool: pg.Pool, name: string, work: () => Promise<void>): Promise<boolean> {
  const key = `labora:${name}`;
  const client = await pool.connect();
  let broken: Error | undefined;
  const onLockConnection = <T>(query: Promise<T>) =>
    query.catch((error: Error) => {
      broken = error;
      throw error;
    });
  try {
    const { rows } = await onLockConnection(
      client.query<{ locked: boolean }>('select pg_try_advisory_lock(hashtextextended($1, 0)) as locked', [key]),
    );
    if (!rows[0]?.locked) return false;
    try {
      await work();
    } finally {
      await onLockConnection(client.query('select pg_advisory_unlock(hashtextextended($1, 0))', [key]));
    }
    return true;
  } finally {
    client.release(broken);
  }
}
