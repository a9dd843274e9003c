// A streaming replica of the throwaway PostgreSQL server of scripts/with-postgres.mjs (TEST_DATABASE_URL), made as
// docs/operations.md says: `pg_basebackup --write-recovery-conf --wal-method=stream`, then started as a hot standby on
// its own port. initdb's defaults (wal_level replica, 10 WAL senders, trust for replication on 127.0.0.1) suffice.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';

const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

function pgBin(name) {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) {
    const file = path.join(base, v, 'bin', name);
    if (existsSync(file)) return file;
  }
  throw new Error(`PostgreSQL's ${name} not found: install Debian's postgresql package`);
}

// As scripts/with-postgres.mjs: the server runs as Debian's postgres user when we are root.
const run = (name, args) =>
  process.getuid?.() === 0
    ? execFileSync('runuser', ['-u', 'postgres', '--', pgBin(name), ...args], { stdio: 'pipe' })
    : execFileSync(pgBin(name), args, { stdio: 'pipe' });

/** Starts a replica of `adminUrl`'s server with its files in `dir` (world-writable); answers its URL maker and stop. */
export async function startReplica(adminUrl, dir) {
  const primary = new URL(adminUrl);
  const dataDir = path.join(dir, 'replica');
  run('pg_basebackup', [
    `--host=${primary.hostname}`,
    `--port=${primary.port}`,
    `--username=${primary.username}`,
    `--pgdata=${dataDir}`,
    '--wal-method=stream',
    '--write-recovery-conf',
    '--checkpoint=fast',
  ]);
  const port = await freePort();
  const log = path.join(dir, 'replica.log');
  try {
    run('pg_ctl', ['start', '-w', '-D', dataDir, '-l', log, '-o', `-p ${port} -h 127.0.0.1 -k ${dir} -c fsync=off`]);
  } catch (error) {
    throw new Error(`the replica did not start: ${error.message}\n${existsSync(log) ? readFileSync(log, 'utf8') : ''}`);
  }
  return {
    /** The replica's URL for `database` (a database of the primary: every one is replicated). */
    url(database) {
      const url = new URL(adminUrl);
      url.port = String(port);
      url.pathname = `/${database}`;
      return url.toString();
    },
    /** Asks the replica itself: in recovery (a standby) and how far it has replayed. */
    async status(database) {
      const client = new pg.Client({ connectionString: this.url(database) });
      await client.connect();
      try {
        const { rows } = await client.query(
          'select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as replayed',
        );
        return rows[0];
      } finally {
        await client.end();
      }
    },
    stop() {
      run('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast']);
    },
  };
}
