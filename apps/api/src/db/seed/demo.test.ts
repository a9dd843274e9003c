import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { queryRows } from '../client.js';
import { DEMO_PASSWORD, seedDemo } from './demo.js';
import { DEMO_SIZES } from './marketplace.js';

let t: TestApp;
let counts: Awaited<ReturnType<typeof seedDemo>>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const started = performance.now();
  counts = await seedDemo({ db: t.database.db, uploadsDir: t.uploadsDir });
  console.log(`demo seed: ${Math.round(performance.now() - started)} ms`, counts);
  for (const email of ['cliente@labora.dev', 'freelancer@labora.dev']) {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: DEMO_PASSWORD },
    });
    tokens[email] = res.json().token;
  }
});
afterAll(() => t.close());

const get = (url: string, email = 'cliente@labora.dev') => t.request({ method: 'GET', url, token: tokens[email] });

describe('the demo marketplace', () => {
  it('holds the promised people, jobs, proposals, contracts, reviews and gigs', async () => {
    expect(counts).toMatchObject({
      freelancers: DEMO_SIZES.freelancers,
      clients: DEMO_SIZES.clients,
      jobs: DEMO_SIZES.openJobs + DEMO_SIZES.pastJobs,
      contracts: DEMO_SIZES.pastJobs,
    });
    expect(counts?.gigs).toBeGreaterThan(150);
    const states = await queryRows<{ status: string; n: number }>(
      t.database.db,
      sql`select status, count(*)::int as n from contracts group by status order by status`,
    );
    expect(states.map((s) => s.status)).toEqual(['aguardando_inicio', 'em_andamento', 'concluido', 'cancelado']);
    const open = await get('/api/jobs?pageSize=1');
    expect(open.json().total).toBe(DEMO_SIZES.openJobs);
  });

  it('gives the demo accounts a living marketplace: contracts in every state, rated freelancers, gigs', async () => {
    const hiring = (await get('/api/contracts?as=client&pageSize=50')).json();
    expect(new Set(hiring.items.map((c: { status: string }) => c.status)).size).toBe(4);
    const projects = (await get('/api/contracts?as=freelancer&pageSize=50', 'freelancer@labora.dev')).json();
    expect(projects.total).toBeGreaterThanOrEqual(8);
    const today = new Date().toISOString().slice(0, 10);
    const open = projects.items.filter((c: { status: string }) =>
      ['em_andamento', 'aguardando_inicio'].includes(c.status),
    );
    expect(open.length).toBeGreaterThanOrEqual(2);
    expect(open.filter((c: { endDate: string }) => c.endDate < today)).toEqual([]);
    const unreviewed = projects.items.filter((c: { canReview: boolean }) => c.canReview);
    expect(unreviewed.length).toBeGreaterThanOrEqual(1);

    const found = (await get('/api/freelancers?search=sao paulo&pageSize=50')).json();
    expect(found.items.length).toBeGreaterThan(0);
    const rated = found.items.find((f: { rating: number | null }) => f.rating !== null);
    expect(rated?.reviewCount).toBeGreaterThan(0);
    expect((await get('/api/gigs?pageSize=12')).json()).toHaveLength(12);
    const [gig] = (await get('/api/gigs?pageSize=1')).json();
    expect((await t.app.inject({ method: 'GET', url: gig.imageUrl })).headers['content-type']).toBe('image/webp');
  });

  it('lets a generated person log in with the demo password', async () => {
    const [someone] = await queryRows<{ email: string }>(
      t.database.db,
      sql`select email from users where email like '%@exemplo.com.br' limit 1`,
    );
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: someone?.email, password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
  });
});
