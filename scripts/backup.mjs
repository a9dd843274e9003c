// `npm run backup -- [archive]`: the embedded database (PGlite) and DATA_DIR's files as one archive
// (scripts/backup-archive.mjs), default ./labora-backup-<time>.tar.gz. DATA_DIR as the server reads it (default ./data).
// A running server is asked for the copy (apps/api/src/db/backup-snapshot.ts: it pauses its statements for the dump
// and the links, and says how long); a stopped one is opened here. On PostgreSQL (DATABASE_URL): pg_dump, see
// docs/operations.md#backups.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeFiles, FORMAT, sha256File, writeTarGz } from './backup-archive.mjs';
import { isStale } from './build-state.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fail = (message) => {
  console.error(message);
  process.exit(1);
};

if (process.env.DATABASE_URL) {
  fail(
    'DATABASE_URL is set: back PostgreSQL up with pg_dump (docs/operations.md#backups); this backs up the embedded database.',
  );
}
const dataDir = path.resolve(process.env.DATA_DIR || './data');
const archive = path.resolve(
  process.argv[2] ?? `labora-backup-${new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19)}.tar.gz`,
);
if (!(await stat(path.join(dataDir, 'db')).catch(() => null))?.isDirectory()) {
  fail(`No embedded database in ${path.join(dataDir, 'db')}: set DATA_DIR to the server's data folder.`);
}
for (const [name, output, sources] of [
  ['@labora/shared', 'packages/shared/dist/auth.js', ['packages/shared/src']],
  ['@labora/api', 'apps/api/dist/server.js', ['packages/shared/src', 'apps/api/src']],
]) {
  if (isStale(root, output, sources)) execSync(`npm run build -w ${name}`, { cwd: root, stdio: 'inherit' });
}
const { CONTROL_FILE, takeSnapshot } = await import(path.join(root, 'apps/api/dist/db/backup-snapshot.js'));

/** The running server's snapshot, or null when no server owns the folder (none answers on its control port). */
async function askServer() {
  let control;
  try {
    control = JSON.parse(readFileSync(path.join(dataDir, CONTROL_FILE), 'utf8'));
  } catch {
    return null;
  }
  try {
    const res = await fetch(`http://127.0.0.1:${control.port}/snapshot`, {
      method: 'POST',
      headers: { authorization: `Bearer ${control.token}` },
    });
    if (!res.ok) fail(`The server refused the snapshot (${res.status}): ${await res.text()}`);
    return { ...(await res.json()), server: 'running' };
  } catch (error) {
    if (error?.cause?.code !== 'ECONNREFUSED') throw error;
  }
  // Nobody listens: a server killed before it could remove the file, unless its process is still there (starting).
  try {
    process.kill(control.pid, 0);
    fail(`Process ${control.pid} may own ${dataDir} and does not answer: wait for it to start, or stop it.`);
  } catch (error) {
    if (error.code !== 'ESRCH') throw error;
  }
  return null;
}

async function openHere() {
  const { openDatabase } = await import(path.join(root, 'apps/api/dist/db/client.js'));
  const database = await openDatabase({ dataDir });
  try {
    return { ...(await takeSnapshot(dataDir, database)), server: 'stopped' };
  } finally {
    await database.close();
  }
}

/** An installed package's version (its package.json is not in its exports: found above its entry point). */
function version(pkg) {
  let dir = path.dirname(createRequire(path.join(root, 'apps/api/package.json')).resolve(pkg));
  for (; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    const manifest = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
    if (manifest.name === pkg) return manifest.version;
  }
  return null;
}
function commit() {
  try {
    return execSync('git rev-parse HEAD', { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return null;
  }
}

const snapshot = (await askServer()) ?? (await openHere());
try {
  const dbFile = path.join(snapshot.dir, 'db.tar');
  const entries = [
    { path: 'db.tar', file: dbFile, bytes: (await stat(dbFile)).size, sha256: await sha256File(dbFile) },
    ...(await describeFiles(path.join(snapshot.dir, 'files'), 'files/')),
  ];
  const journal = JSON.parse(readFileSync(path.join(root, 'apps/api/drizzle/meta/_journal.json'), 'utf8'));
  const manifest = {
    format: FORMAT,
    takenAt: snapshot.takenAt,
    dataDir,
    server: snapshot.server,
    pauseMs: snapshot.pauseMs,
    versions: {
      labora: commit(),
      lastMigration: journal.entries.at(-1)?.tag ?? null,
      node: process.version,
      pglite: version('@electric-sql/pglite'),
      postgres: snapshot.postgres,
    },
    entries: entries.map(({ path: name, bytes, sha256 }) => ({ path: name, bytes, sha256 })),
  };
  await writeTarGz(archive, [
    { name: 'manifest.json', data: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) },
    ...entries.map((entry) => ({ name: entry.path, file: entry.file, size: entry.bytes })),
  ]);
  const files = entries.length - 1;
  console.log(
    `Backup written to ${archive} (${(await stat(archive)).size} bytes): the database (${snapshot.dbBytes} bytes, ` +
      `server ${snapshot.server}, statements paused ${snapshot.pauseMs} ms) and ${files} file${files === 1 ? '' : 's'}.`,
  );
} finally {
  await rm(snapshot.dir, { recursive: true, force: true });
}
