import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TMessage } from '@labora/shared/messages';
import { afterAll, expect } from 'vitest';
import { signUpInput } from '../../test/factories.js';
import { type ServerProcess, scratchPostgres, startServerProcess, stopServer } from '../../test/server-process.js';

// Real API processes (apps/api/src/server.ts) for the realtime tests: their database (PostgreSQL when the run has
// one, else PGlite), people signed up through the API, and calls with their token. Stopped after the file's tests.

const servers: ServerProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(servers.map(stopServer));
  for (const cleanup of cleanups) await cleanup();
});

export async function call<T>(base: string, method: string, url: string, token?: string, body?: unknown) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

export async function person(base: string) {
  const input = signUpInput();
  expect((await call(base, 'POST', '/api/auth/register', undefined, input)).status).toBe(201);
  const login = await call<{ token: string; user: { _id: string } }>(base, 'POST', '/api/auth/login', undefined, {
    email: input.email,
    password: input.password,
  });
  return { token: login.body.token, id: login.body.user._id };
}

export async function environment() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'labora-realtime-'));
  const postgres = await scratchPostgres();
  cleanups.push(async () => {
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });
  return { DATA_DIR: dataDir, RATE_LIMIT_FACTOR: '1000', ...(postgres ? { DATABASE_URL: postgres.url } : {}) };
}

export async function start(env: Record<string, string>) {
  const server = await startServerProcess(env);
  servers.push(server);
  return server;
}

export const messageOf = (id: number) => (e: { type: string; message?: TMessage }) =>
  e.type === 'message' && e.message?.id === id;
