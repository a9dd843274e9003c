import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { users } from './db/schema/users.js';
import { hashPassword } from './lib/password-hash.js';

const here = path.dirname(fileURLToPath(import.meta.url));

function startServer(env: NodeJS.ProcessEnv) {
  return spawnSync(process.execPath, ['--import', 'tsx', '--conditions=source', path.join(here, 'server.ts')], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('server start', () => {
  it('stops with one line naming each bad variable', () => {
    const result = startServer({ PORT: 'porta', SEED_DEMO: 'talvez' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'Invalid environment variable PORT: must be a port number (got "porta")',
      'Invalid environment variable SEED_DEMO: must be 0 or 1 (got "talvez")',
    ]);
  });

  it("stops with one clear line rather than make a stranger's account with ADMIN_EMAIL an admin", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'labora-start-'));
    try {
      // Someone signed up with the address the operator is about to name in ADMIN_EMAIL.
      const database = await openDatabase({ dataDir });
      await runMigrations(database);
      await database.db.insert(users).values({
        email: 'chefe@empresa.com.br',
        firstName: 'Estranha',
        lastName: 'Pessoa',
        phone: '11987654321',
        passwordHash: await hashPassword('Estranha@1'),
      });
      await database.close();

      const result = startServer({
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PORT: '0',
        SEED_DEMO: '0',
        ADMIN_EMAIL: 'chefe@empresa.com.br',
        ADMIN_PASSWORD: 'Operador@2026',
      });
      expect(result.status).toBe(1);
      expect(result.stderr.trim().split('\n')).toEqual([
        'ADMIN_EMAIL chefe@empresa.com.br belongs to an existing account that is not an active admin, and ' +
          "ADMIN_PASSWORD is not its password: it was not made an admin. Set ADMIN_PASSWORD to that account's " +
          'password, or choose another ADMIN_EMAIL.',
      ]);

      const after = await openDatabase({ dataDir });
      const [row] = await after.db.select({ role: users.role }).from(users);
      await after.close();
      expect(row?.role).toBe('user');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
