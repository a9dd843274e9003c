// A backup's moment on the embedded database (`npm run backup`, scripts/backup.mjs). The running server owns PGlite's
// files, so the backup asks it for a copy: at start the server listens on a loopback port of its own and writes that
// port and a random token to DATA_DIR/backup.json, readable by the folder's owner only (whoever can read DATA_DIR can
// read the whole database anyway). Never on the public port, never in the API's routes.
import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { copyFile, link, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Database } from './client.js';

/** In DATA_DIR: where a running server says how to reach it for a snapshot. */
export const CONTROL_FILE = 'backup.json';
/** In DATA_DIR: where snapshots are made (hard links need the same disk); the backup command removes each. */
export const SNAPSHOTS_DIR = 'backups';
/** DATA_DIR's entries that are not the state to back up: the database goes as its dump. */
const NOT_FILES = new Set(['db', SNAPSHOTS_DIR, CONTROL_FILE]);

export interface Snapshot {
  /** The snapshot's folder: db.tar (PGlite's dump) and files/ (DATA_DIR's other folders, hard-linked). */
  dir: string;
  takenAt: string;
  /** How long statements waited: the dump and the links. */
  pauseMs: number;
  dbBytes: number;
  postgres: string;
}

/** Links (or, across disks, copies) every file under `from` into `to`: a copy of the moment that later writes miss. */
async function linkTree(from: string, to: string, skip: Set<string> = new Set()): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) await linkTree(source, target);
    else if (entry.isFile()) await link(source, target).catch(() => copyFile(source, target));
  }
}

/**
 * Dumps the database and links DATA_DIR's other files while no statement runs, so the files are those the dumped
 * rows name (an avatar replaced a second later is still in the snapshot).
 */
export async function takeSnapshot(dataDir: string, database: Pick<Database, 'snapshot'>): Promise<Snapshot> {
  if (!database.snapshot) throw new Error('only the embedded database is backed up this way (PostgreSQL: pg_dump)');
  const takenAt = new Date().toISOString();
  const dir = path.join(dataDir, SNAPSHOTS_DIR, `.snapshot-${takenAt.replace(/[:.]/g, '-')}-${randomUUID()}`);
  await mkdir(dir, { recursive: true });
  try {
    const started = performance.now();
    const dumped = await database.snapshot(path.join(dir, 'db.tar'), () =>
      linkTree(dataDir, path.join(dir, 'files'), NOT_FILES),
    );
    const pauseMs = Math.round(performance.now() - started);
    return { dir, takenAt, pauseMs, dbBytes: dumped.bytes, postgres: dumped.postgres };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The loopback listener `npm run backup` calls: POST /snapshot with `Authorization: Bearer <token>` answers a
 * Snapshot as JSON. Returns its closer, which also removes DATA_DIR/backup.json.
 */
export async function startBackupListener(options: {
  dataDir: string;
  database: Pick<Database, 'snapshot'>;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}): Promise<() => Promise<void>> {
  const token = randomBytes(32).toString('hex');
  const expected = Buffer.from(`Bearer ${token}`);
  const server = http.createServer((req, res) => {
    const given = Buffer.from(req.headers.authorization ?? '');
    if (req.method !== 'POST' || req.url !== '/snapshot') {
      res.writeHead(404).end();
      return;
    }
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      res.writeHead(401).end();
      return;
    }
    takeSnapshot(options.dataDir, options.database).then(
      (snapshot) => {
        options.log.info({ pauseMs: snapshot.pauseMs, dbBytes: snapshot.dbBytes }, 'backup snapshot taken');
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(snapshot));
      },
      (error: unknown) => {
        options.log.error({ err: error }, 'backup snapshot failed');
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: String(error) }));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  const { port } = server.address() as AddressInfo;
  const controlFile = path.join(options.dataDir, CONTROL_FILE);
  // A file left by a killed server is replaced, not rewritten: its mode stays the owner's only.
  await rm(controlFile, { force: true });
  await writeFile(controlFile, JSON.stringify({ pid: process.pid, port, token }), { mode: 0o600 });
  return async () => {
    await rm(controlFile, { force: true });
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
