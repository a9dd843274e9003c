import { randomBytes, randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject, type ProvidedContext } from 'vitest';
import { type App, buildApp } from '../app.js';
import { type Database, type Db, openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import type { Clock } from '../lib/clock.js';
import type { DeliveredEvent } from '../lib/event-log.js';
import type { FileStore } from '../lib/file-store/index.js';
import type { Mail } from '../lib/mailer.js';
import type { Sms } from '../lib/sms-provider.js';

// What the API suite's global setup (test/global-setup.ts) hands every test file.
declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite data folder (a file), or the name of a migrated PostgreSQL database. */
    migratedTemplate: { kind: 'pglite'; dump: string } | { kind: 'postgres'; database: string };
  }
}

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
 * A fresh, empty database: in-memory PGlite, or, when TEST_DATABASE_URL names a PostgreSQL server
 * (`npm run test:pg`), a new database created on it for this test file and dropped afterwards.
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  return openTestDatabaseFrom(undefined);
}

/**
 * A fresh database with every migration applied: a copy of the one the suite's global setup migrated
 * (test/global-setup.ts), or, outside that setup, an empty one migrated here.
 */
export async function openMigratedTestDatabase(): Promise<Database & { url?: string }> {
  const template = inject('migratedTemplate');
  const database = await openTestDatabaseFrom(template);
  if (!template) await runMigrations(database);
  return database;
}

async function openTestDatabaseFrom(template: ProvidedContext['migratedTemplate'] | undefined) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    return openDatabase({ embedded: { loadDataDir: template?.kind === 'pglite' ? template.dump : undefined } });
  }
  const name = `labora_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(
    template?.kind === 'postgres' ? `create database ${name} template ${template.database}` : `create database ${name}`,
  );
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

type Response = LightMyRequestResponse;
type CallOptions = Omit<InjectOptions, 'method' | 'url' | 'payload'> & { ip?: string };

/** Requests as one user (their bearer token), or as a guest: `t.asUser(alice).post('/api/jobs', jobInput())`. */
export interface UserClient {
  request(options: InjectOptions & { ip?: string }): Promise<Response>;
  get(url: string, options?: CallOptions): Promise<Response>;
  post(url: string, payload?: InjectOptions['payload'], options?: CallOptions): Promise<Response>;
  put(url: string, payload?: InjectOptions['payload'], options?: CallOptions): Promise<Response>;
  patch(url: string, payload?: InjectOptions['payload'], options?: CallOptions): Promise<Response>;
  delete(url: string, payload?: InjectOptions['payload'], options?: CallOptions): Promise<Response>;
}

export interface TestApp {
  app: App;
  database: Database;
  clock: TestClock;
  mails: Mail[];
  /** Every SMS the app sent, oldest first. */
  smsSent: Sms[];
  /** This app's own temporary DATA_DIR/uploads (unused when a store was given). */
  uploadsDir: string;
  /** Every event the event log delivered after a commit, oldest first (empty it to watch what comes next). */
  delivered: DeliveredEvent[];
  /** app.inject with a JSON body; each call from its own random IP unless `ip` is given. */
  request(options: InjectOptions & { ip?: string; token?: string }): Promise<Response>;
  /** The requests of a user made by the factories (anything with a token); a guest's when null. */
  asUser(user: { token: string } | null | undefined): UserClient;
  close(): Promise<void>;
}

/** The keys of a store's objects under `prefix`, sorted. */
export async function storedKeys(store: FileStore, prefix = ''): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of store.list(prefix)) keys.push(object.key);
  return keys.sort();
}

export async function createTestApp(
  options: {
    rateLimitFactor?: number;
    webRoot?: string;
    publicUrl?: string;
    readDb?: Db;
    files?: FileStore;
    exportFiles?: FileStore;
  } = {},
): Promise<TestApp> {
  const database = await openMigratedTestDatabase();
  const mails: Mail[] = [];
  const smsSent: Sms[] = [];
  const clock = new TestClock();
  const uploadsDir = await mkdtemp(path.join(tmpdir(), 'labora-uploads-'));
  const exportsDir = await mkdtemp(path.join(tmpdir(), 'labora-exports-'));
  const app = await buildApp({
    uploadsDir,
    exportsDir,
    files: options.files,
    exportFiles: options.exportFiles,
    rateLimitFactor: options.rateLimitFactor,
    db: database.db,
    // As server.ts does: the database's own read handle (itself, without a replica) unless a test gives one.
    readDb: options.readDb ?? database.readDb,
    bus: database.bus,
    database,
    clock,
    mailer: {
      async send(mail) {
        mails.push(mail);
      },
    },
    sms: {
      async send(sms) {
        smsSent.push(sms);
      },
    },
    webRoot: options.webRoot ?? '/nonexistent',
    publicUrl: options.publicUrl,
  });
  await app.ready();
  const delivered: DeliveredEvent[] = [];
  app.events.addConsumer({
    name: 'test-recorder',
    async deliver(batch) {
      delivered.push(...batch);
    },
  });
  const request: TestApp['request'] = ({ ip, token, headers, ...options }) =>
    app.inject({
      ...options,
      remoteAddress: ip ?? `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  return {
    app,
    database,
    clock,
    mails,
    smsSent,
    uploadsDir,
    delivered,
    request,
    asUser(user) {
      const token = user?.token;
      const call =
        (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE') =>
        (url: string, payload?: InjectOptions['payload'], options?: CallOptions) =>
          request({ ...options, method, url, payload, token });
      return {
        request: (options) => request({ ...options, token }),
        get: (url, options) => request({ ...options, method: 'GET', url, token }),
        post: call('POST'),
        put: call('PUT'),
        patch: call('PATCH'),
        delete: call('DELETE'),
      };
    },
    async close() {
      await app.close();
      await database.close();
      await rm(uploadsDir, { recursive: true, force: true });
      await rm(exportsDir, { recursive: true, force: true });
    },
  };
}
