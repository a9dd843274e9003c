import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.js';
import { createTestApp, type TestApp } from '../test/helpers.js';

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((t) => t.close())));

describe('GET /api/health', () => {
  it('answers 200 without a session while the database answers, and is never cached', async () => {
    const t = await createTestApp();
    apps.push(t);
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', readReplica: 'none' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 when the read replica cannot be reached, so a load balancer takes the process out', async () => {
    const down = {
      execute: async () => {
        throw new Error('connection refused');
      },
    } as unknown as Db;
    const t = await createTestApp({ readDb: down });
    apps.push(t);
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Este processo não alcança a réplica de leitura.',
    });
  });
});
