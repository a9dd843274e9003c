// Runs a command against a throwaway PostgreSQL server on 127.0.0.1 (Debian's postgresql package):
//   node scripts/with-postgres.mjs vitest run --project api
// The command gets TEST_DATABASE_URL (a superuser URL); the server and its files are gone afterwards.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

function pgBin(name) {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) {
    const file = path.join(base, v, 'bin', name);
    if (existsSync(file)) return file;
  }
  throw new Error(`PostgreSQL's ${name} not found: install Debian's postgresql package (apt-get install postgresql)`);
}

const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

// initdb refuses to run as root: run the server as Debian's postgres user then.
const asRoot = process.getuid?.() === 0;
const pg = (name, args, options = {}) =>
  asRoot
    ? execFileSync('runuser', ['-u', 'postgres', '--', pgBin(name), ...args], options)
    : execFileSync(pgBin(name), args, options);

const dir = mkdtempSync(path.join(os.tmpdir(), 'labora-pg-'));
chmodSync(dir, 0o777);
const dataDir = path.join(dir, 'data');
const port = await freePort();
pg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8'], { stdio: 'ignore' });
const serverOptions = `-p ${port} -h 127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
pg('pg_ctl', ['start', '-w', '-D', dataDir, '-l', path.join(dir, 'server.log'), '-o', serverOptions], {
  stdio: 'ignore',
});
const stop = () => {
  pg('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast'], { stdio: 'ignore' });
  rmSync(dir, { recursive: true, force: true });
};

const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
console.log(`PostgreSQL ready at ${url}`);
const [cmd, ...args] = process.argv.slice(2);
const result = spawnSync(cmd, args, {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url, PATH: `${path.resolve('node_modules/.bin')}:${process.env.PATH}` },
});
stop();
process.exit(result.status ?? 1);
