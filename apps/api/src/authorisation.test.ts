import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UUID = '00000000-0000-4000-8000-000000000000';

describe('authorisation', () => {
  it('answers 401 to guests on every endpoint the OpenAPI document marks as needing a bearer token', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const guarded: string[] = [];
    const open: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!operation.security?.length) {
          open.push(`${method.toUpperCase()} ${path}`);
          continue;
        }
        const url = path.replace(/\{[^}]+\}/g, UUID);
        const res = await t.request({ method: method.toUpperCase() as 'GET', url, payload: {} });
        guarded.push(`${method.toUpperCase()} ${path} ${res.statusCode}`);
      }
    }
    // Every one of them refuses a guest before looking at the input.
    expect(guarded.filter((line) => !line.endsWith(' 401'))).toEqual([]);
    expect(guarded.length).toBeGreaterThan(40);
    // Only signing up, logging in and recovering a password are open to guests.
    expect(open.sort()).toEqual([
      'POST /api/auth/enviar-otp',
      'POST /api/auth/login',
      'POST /api/auth/register',
      'POST /api/auth/verificar-otp',
    ]);
  });
});
