import { randomBytes, randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { type App, buildApp } from '../app.js';
import { type Database, openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import type { Clock } from '../lib/clock.js';
import type { Mail } from '../lib/mailer.js';

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  private current = Date.now();
  now() {
    return new Date(this.current);
  }
  advance(ms: number) {
    this.current += ms;
  }
}

/**
 * A fresh, migrated database: in-memory PGlite, or, when TEST_DATABASE_URL names a PostgreSQL server
 * (`npm run test:pg`), a new database created on it for this test file and dropped afterwards.
 */
async function openTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openDatabase({});
  const name = `labora_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export interface TestApp {
  app: App;
  database: Database;
  clock: TestClock;
  mails: Mail[];
  /** This app's own temporary DATA_DIR/uploads. */
  uploadsDir: string;
  /** app.inject with a JSON body; each call from its own random IP unless `ip` is given. */
  request(options: InjectOptions & { ip?: string; token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function createTestApp(options: { rateLimitFactor?: number } = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  await runMigrations(database);
  const mails: Mail[] = [];
  const clock = new TestClock();
  const uploadsDir = await mkdtemp(path.join(tmpdir(), 'labora-uploads-'));
  const app = await buildApp({
    uploadsDir,
    rateLimitFactor: options.rateLimitFactor,
    db: database.db,
    clock,
    mailer: {
      async send(mail) {
        mails.push(mail);
      },
    },
    webRoot: '/nonexistent',
  });
  await app.ready();
  return {
    app,
    database,
    clock,
    mails,
    uploadsDir,
    request({ ip, token, headers, ...options }) {
      return app.inject({
        ...options,
        remoteAddress: ip ?? `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
    },
    async close() {
      await app.close();
      await database.close();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A valid sign-up body with a unique e-mail; override any field. */
export function newSignUp(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    first_name: 'ana',
    last_name: 'de souza',
    phone: '11987654321',
    email: `Ana.${counter}.${randomBytes(3).toString('hex')}@Exemplo.com.br`,
    password: 'Labora@2026',
    confirm_password: 'Labora@2026',
    ...overrides,
  };
}

/** Registers and logs in a new user; returns the login answer. */
export async function signUpAndLogIn(t: TestApp, overrides: Record<string, unknown> = {}) {
  const body = newSignUp(overrides);
  const registered = await t.request({ method: 'POST', url: '/api/auth/register', payload: body });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const login = await t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: body.email, password: body.password },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return { ...(login.json() as { token: string; user: { _id: string; email: string }; isFirstLogin: boolean }), body };
}
