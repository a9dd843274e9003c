import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/launch', () => {
  it("tells a guest SPEC's launch moment and the server's clock, never cached", async () => {
    t.clock.advance(60_000);
    const res = await t.request({ method: 'GET', url: '/api/launch' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ launchAt: '2025-09-26T02:59:59.000Z', now: t.clock.now().toISOString() });
  });
});
