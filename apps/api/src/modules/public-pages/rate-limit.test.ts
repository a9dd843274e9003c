import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PUBLIC_PAGE_MESSAGES, PUBLIC_READ_LIMITS } from '@labora/shared/public-pages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { ProcessRateLimit } from '../../lib/rate-limit.js';
import { createJob, createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestApp, TestClock } from '../../test/helpers.js';
import { addressSubject } from './rate-limit.js';

// The limit on guests' reads per address (modules/public-pages/rate-limit.ts): generous for crawlers and link
// previews, counted in the process's memory, not in the rate_limits table.

const LIMIT = PUBLIC_READ_LIMITS.perMinute;
const tooMany = { code: 'TOO_MANY_REQUESTS', message: PUBLIC_PAGE_MESSAGES.rateLimited };

let t: TestApp;
let webRoot: string;
let freelancer: TestUser;
let jobId: string;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'labora-public-limit-'));
  await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><html><head><title>Labora</title></head></html>');
  t = await createTestApp({ webRoot });
  freelancer = await createUser(t, { isFreelancer: true });
  const client = await createUser(t);
  jobId = (await createJob(t, client)).id;
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

const get = (url: string, ip: string) => t.request({ method: 'GET', url, ip });
const rateLimitRows = async () =>
  (await queryRows<{ count: number }>(t.database.db, sql`select count(*)::int as count from rate_limits`))[0]?.count;

describe('the limit on guest reads per address', () => {
  it(`answers 429 in Portuguese with Retry-After past ${LIMIT} a minute from one address, and another address reads on`, async () => {
    const ip = '198.51.100.20';
    const rowsBefore = await rateLimitRows();
    // Every kind of guest read counts against the same address: the API reads, the HTML with its head, the
    // portfolio, the sitemaps.
    const urls = [
      `/api/public/jobs/${jobId}`,
      `/api/public/freelancers/${freelancer.id}`,
      `/api/freelancers/${freelancer.id}/portfolio`,
      `/job/${jobId}`,
      `/freelancer/${freelancer.id}`,
      '/sitemap.xml',
    ];
    for (let i = 0; i < LIMIT; i++) {
      const url = urls[i % urls.length] as string;
      const res = await get(url, ip);
      expect([url, res.statusCode]).toEqual([url, 200]);
    }
    for (const url of urls) {
      const refused = await get(url, ip);
      expect([url, refused.statusCode, refused.json()]).toEqual([url, 429, tooMany]);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }

    // Another address is not affected, nor are the signed-in routes of the first one, nor robots.txt.
    expect((await get(`/api/public/jobs/${jobId}`, '198.51.100.21')).statusCode).toBe(200);
    expect((await get(`/job/${jobId}`, '198.51.100.21')).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/jobs', ip, token: freelancer.token })).statusCode).toBe(200);
    expect((await get('/robots.txt', ip)).statusCode).toBe(200);
    // Counted in memory: not one row in the rate_limits table for all those reads.
    expect(await rateLimitRows()).toBe(rowsBefore);

    // A minute later the address reads again.
    t.clock.advance(60_000);
    expect((await get(`/api/public/jobs/${jobId}`, ip)).statusCode).toBe(200);
  });

  it('counts an IPv6 address by its /64, and an IPv4-mapped one as its IPv4 address', () => {
    expect(addressSubject('203.0.113.5')).toBe('203.0.113.5');
    expect(addressSubject('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(addressSubject('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressSubject('2001:db8:1:2:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64');
    expect(addressSubject('2001:0db8:0001:0002:0000:0000:0000:0001')).toBe('2001:db8:1:2::/64');
    expect(addressSubject('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressSubject('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressSubject('::1')).toBe('0:0:0:0::/64');
    expect(addressSubject('2001:db8:1:3::1')).not.toBe(addressSubject('2001:db8:1:2::1'));
  });

  it('lets a whole /64 share one count', async () => {
    for (let i = 0; i < LIMIT; i++) {
      expect((await get(`/api/public/jobs/${jobId}`, `2001:db8:7:7::${(i + 1).toString(16)}`)).statusCode).toBe(200);
    }
    expect((await get(`/api/public/jobs/${jobId}`, '2001:db8:7:7:ffff::1')).json()).toEqual(tooMany);
    expect((await get(`/api/public/jobs/${jobId}`, '2001:db8:7:8::1')).statusCode).toBe(200);
  });
});

describe('ProcessRateLimit', () => {
  const rule = { name: 'test', limit: 2, windowMs: 60_000, message: 'Devagar.' };

  it('forgets every count when the window turns, and keeps at most maxSubjects, letting newer ones through uncounted', () => {
    const clock = new TestClock();
    const limit = new ProcessRateLimit({ clock, rateLimitFactor: 1 }, rule, 2);
    limit.consume('a');
    limit.consume('a');
    expect(() => limit.consume('a')).toThrow('Devagar.');
    limit.consume('b');
    // Full: 'c' is not counted, however often it comes, until the window turns.
    for (let i = 0; i < 5; i++) limit.consume('c');
    expect(() => limit.consume('a')).toThrow('Devagar.');
    clock.advance(60_000);
    limit.consume('a');
    limit.consume('c');
    limit.consume('c');
    expect(() => limit.consume('c')).toThrow('Devagar.');
  });

  it('scales its limit by RATE_LIMIT_FACTOR', () => {
    const limit = new ProcessRateLimit({ clock: new TestClock(), rateLimitFactor: 3 }, rule);
    for (let i = 0; i < 6; i++) limit.consume('a');
    expect(() => limit.consume('a')).toThrow('Devagar.');
  });
});
