import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REALTIME_PATH, REALTIME_PROTOCOL } from '@labora/shared/realtime';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { openDatabase } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { users } from './db/schema/users.js';
import { hashPassword } from './lib/password-hash.js';
import { signUpInput } from './test/factories.js';
import { startServerProcess } from './test/server-process.js';

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

  // The start it spawns may take up to its 60 s timeout on a loaded machine.
  it("stops with one clear line rather than make a stranger's account with ADMIN_EMAIL an admin", {
    timeout: 90_000,
  }, async () => {
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

/** Whether a new TCP connection to `port` is accepted now. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('server close', () => {
  it('on SIGTERM refuses new connections, answers the request under way, closes its sockets and exits 0', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'labora-close-'));
    const server = await startServerProcess({ DATA_DIR: dataDir, RATE_LIMIT_FACTOR: '1000' });
    try {
      const { port } = new URL(server.url);
      const user = signUpInput();
      const registered = await fetch(`${server.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(user),
      });
      expect(registered.status).toBe(201);
      const { token } = (await (
        await fetch(`${server.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: user.email, password: user.password }),
        })
      ).json()) as { token: string };

      // A live socket of the web app.
      const socket = new WebSocket(`${server.url.replace('http', 'ws')}${REALTIME_PATH}`, [REALTIME_PROTOCOL, token]);
      const socketClosed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
      await new Promise((resolve, reject) => {
        socket.once('message', resolve); // 'ready'
        socket.once('error', reject);
      });

      // A slow client: a login whose body has not come yet. The server's 100 Continue says it holds the request.
      const body = JSON.stringify({ email: user.email, password: user.password });
      const slow = http.request(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          expect: '100-continue',
        },
      });
      const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
        slow.once('response', (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.once('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        });
        slow.once('error', reject);
      });
      await new Promise((resolve) => slow.once('continue', resolve));

      const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
      const termAt = Date.now();
      server.child.kill('SIGTERM');

      // No new connection is taken while the request under way is finished.
      for (let i = 0; i < 100 && (await accepts(Number(port))); i++) await new Promise((r) => setTimeout(r, 20));
      expect(await accepts(Number(port))).toBe(false);
      expect(await socketClosed).toBe(1001);

      slow.end(body);
      const response = await answered;
      expect(response.status).toBe(200);
      expect(JSON.parse(response.body)).toMatchObject({ token: expect.any(String) });

      expect(await exited).toBe(0);
      expect(Date.now() - termAt).toBeLessThan(5000);
      expect(server.errorLines()).toEqual([]);
    } finally {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
