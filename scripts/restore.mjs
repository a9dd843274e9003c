// `npm run restore -- <archive> <new DATA_DIR>`: an archive of `npm run backup` into a new data folder (one that does
// not exist or is empty; never over a folder in use). Every entry is checked against the manifest's SHA-256, the
// database is unpacked by PGlite itself (loadDataDir) and opened once; then `DATA_DIR=<new> npm start` runs on it.
import { createHash } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { FORMAT, readTarGz } from './backup-archive.mjs';

const fail = (message) => {
  console.error(message);
  process.exit(1);
};

const [archive, target] = process.argv.slice(2);
if (!archive || !target) fail('Usage: npm run restore -- <archive.tar.gz> <new DATA_DIR>');
const dataDir = path.resolve(target);
const existing = await readdir(dataDir).catch((error) => (error.code === 'ENOENT' ? null : Promise.reject(error)));
if (existing?.length) fail(`${dataDir} is not empty: restore into a new folder.`);

let manifest;
let db;
const seen = new Set();
try {
  await mkdir(dataDir, { recursive: true });
  await readTarGz(path.resolve(archive), async (name, data) => {
    if (!manifest) {
      if (name !== 'manifest.json') throw new Error('not a Labora backup: manifest.json is not its first entry');
      manifest = JSON.parse(data.toString('utf8'));
      if (manifest.format !== FORMAT) throw new Error(`unknown backup format: ${manifest.format}`);
      return;
    }
    const expected = manifest.entries.find((entry) => entry.path === name);
    if (!expected) throw new Error(`${name} is in the archive but not in its manifest`);
    const sha256 = createHash('sha256').update(data).digest('hex');
    if (sha256 !== expected.sha256 || data.length !== expected.bytes) throw new Error(`${name} is damaged (checksum)`);
    seen.add(name);
    if (name === 'db.tar') {
      db = data;
      return;
    }
    const relative = name.slice('files/'.length);
    const file = path.resolve(dataDir, relative);
    if (!name.startsWith('files/') || !file.startsWith(dataDir + path.sep)) throw new Error(`unexpected entry ${name}`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data);
  });
  const missing = manifest?.entries.filter((entry) => !seen.has(entry.path)) ?? [];
  if (!manifest || !db || missing.length) {
    throw new Error(`the archive lacks ${missing.map((entry) => entry.path).join(', ') || 'its database'}`);
  }
  // PGlite unpacks its own dump into the new folder; opening and querying proves the database starts.
  const pg = await PGlite.create({
    dataDir: path.join(dataDir, 'db'),
    loadDataDir: new Blob([db]),
    extensions: { pg_trgm },
  });
  const { rows } = await pg.query('select count(*)::int as migrations from drizzle.__drizzle_migrations');
  await pg.close();
  console.log(
    `Restored the backup of ${manifest.takenAt} into ${dataDir}: the database (${rows[0].migrations} migrations applied) ` +
      `and ${manifest.entries.length - 1} files, every checksum verified. Start it with DATA_DIR=${dataDir} npm start.`,
  );
} catch (error) {
  // Nothing half-restored is left to be started by mistake.
  await rm(dataDir, { recursive: true, force: true });
  fail(`Restore failed: ${error.message}`);
}
