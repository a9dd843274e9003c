import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { expectLedgerSound } from '../../test/ledger.js';
import { queryRows } from '../client.js';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './demo.js';
import { DEMO_DISPUTE } from './demo-dispute.js';
import { DEMO_START_CENTS } from './demo-money.js';
import { DEMO_SIZES } from './marketplace.js';

let t: TestApp;
let counts: Awaited<ReturnType<typeof seedDemo>>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const started = performance.now();
  counts = await seedDemo({ db: t.database.db, files: t.app.deps.files });
  console.log(`demo seed: ${Math.round(performance.now() - started)} ms`, counts);
  for (const { email } of DEMO_USERS) {
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

  it("verifies the demo accounts' phones, so 'Entrar com o celular' works with them", async () => {
    for (const { email } of DEMO_USERS) {
      const phone = await get('/api/users/me/phone', email);
      expect({ email, ...phone.json() }).toEqual({
        email,
        phone: expect.stringMatching(/^1198765432\d$/),
        phoneVerified: true,
      });
    }
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

  it('moves its money through the ledger: every wallet starts with a deposit, the ledger checks out to zero', async () => {
    expect(counts?.wallet).toMatchObject({ withdrawals: 3 });
    await expectLedgerSound(t.database.db);
    const [lowest] = await queryRows<{ min: number }>(
      t.database.db,
      sql`select coalesce(min(balance_cents), 0)::int as min from ledger_accounts where kind in ('wallet', 'escrow')`,
    );
    expect(lowest?.min).toBeGreaterThanOrEqual(0);
    // Each account's entries follow their dates, so every statement reads in time order.
    const [outOfOrder] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from (select created_at,
            lag(created_at) over (partition by account_id order by id) as before from ledger_entries) e
          where e.created_at < e.before`,
    );
    expect(outOfOrder?.n).toBe(0);
    for (const email of Object.keys(tokens)) {
      const statement = (await get('/api/wallet/statement?pageSize=50', email)).json();
      expect(statement.items.at(-1)).toMatchObject({
        kind: 'deposit',
        amountCents: DEMO_START_CENTS,
        balanceAfterCents: DEMO_START_CENTS,
      });
    }
    for (const email of ['admin@labora.dev', 'novo@labora.dev']) {
      expect((await get('/api/wallet', email)).json()).toMatchObject({ availableCents: DEMO_START_CENTS });
    }
  });

  it('funds every contract as its state requires: started and concluded ones paid, concluded ones released', async () => {
    const unfunded = await queryRows<{ status: string }>(
      t.database.db,
      sql`select distinct status from contracts where funded_at is null order by status`,
    );
    expect(unfunded.map((row) => row.status)).toEqual(['aguardando_inicio', 'cancelado']);
    const escrows = await queryRows<{ status: string; held: string | number; value: string | number }>(
      t.database.db,
      sql`select c.status, sum(coalesce(a.balance_cents, 0))::bigint as held, sum(c.value_cents)::bigint as value
          from contracts c left join ledger_accounts a on a.id = c.id
          where c.funded_at is not null group by c.status`,
    );
    const held = Object.fromEntries(escrows.map((e) => [e.status, [Number(e.held), Number(e.value)]]));
    expect(held.em_andamento?.[0]).toBe(held.em_andamento?.[1]);
    expect(held.aguardando_inicio?.[0]).toBe(held.aguardando_inicio?.[1]);
    expect(held.concluido?.[0]).toBe(0);
    expect(held.cancelado?.[0]).toBe(0);

    // Carla sees 'Pague para iniciar' on one waiting contract and 'Pagamento garantido' on the other.
    const waiting = await queryRows<{ funded: boolean }>(
      t.database.db,
      sql`select c.funded_at is not null as funded from contracts c join users u on u.id = c.client_id
          where u.email = 'cliente@labora.dev' and c.status = 'aguardando_inicio'`,
    );
    expect(new Set(waiting.map((c) => c.funded))).toEqual(new Set([true, false]));
    const carla = (await get('/api/wallet')).json();
    expect(carla.availableCents).toBeGreaterThanOrEqual(0);
    expect(carla.escrowCents).toBeGreaterThan(0);
    expect(carla.withdrawingCents).toBe(0);
  });

  it('gives Carla and Rafael suggestions with connections in common and requests to answer', async () => {
    for (const email of ['cliente@labora.dev', 'freelancer@labora.dev']) {
      const suggestions = (await get('/api/connections/suggestions', email)).json();
      expect(suggestions.items.length).toBeGreaterThan(0);
      expect(suggestions.items[0].mutualConnections).toBeGreaterThan(0);
      const requests = (await get('/api/connections/requests', email)).json();
      expect(requests.items).toHaveLength(2);
      expect(requests.items[0].person.mutualConnections).toBeGreaterThan(0);
    }
  });

  it('gives the demo freelancer money received and a withdrawal in each state', async () => {
    const rafael = (await get('/api/wallet', 'freelancer@labora.dev')).json();
    expect(rafael.availableCents).toBeGreaterThan(DEMO_START_CENTS);
    expect(rafael.receivableCents).toBeGreaterThan(0);
    expect(rafael.withdrawingCents).toBe(60_000);
    const history = (await get('/api/wallet/withdrawals', 'freelancer@labora.dev')).json();
    expect(history.items.map((w: { status: string; method: string }) => [w.status, w.method])).toEqual([
      ['processing', 'bank'],
      ['failed', 'pix'],
      ['completed', 'pix'],
    ]);
    expect(history.items[1].failureReason).toEqual(expect.any(String));
    const kinds = (await get('/api/wallet/statement?pageSize=50', 'freelancer@labora.dev'))
      .json()
      .items.map((l: { kind: string }) => l.kind);
    expect(kinds).toEqual(expect.arrayContaining(['deposit', 'release', 'withdrawal', 'payout_failed']));
  });

  it("puts Carla's case against Rafael in the moderators' queue and keeps another contract open to dispute", async () => {
    const moderator = 'moderacao@labora.dev';
    expect(tokens[moderator]).toEqual(expect.any(String));
    const queue = (await get('/api/moderation/disputes', moderator)).json();
    expect(queue.items).toEqual([
      expect.objectContaining({
        id: counts?.disputeId,
        status: 'awaiting_moderator',
        reason: DEMO_DISPUTE.reason,
        openedBy: 'client',
        clientName: expect.stringContaining('Carla'),
        freelancerName: expect.stringContaining('Rafael'),
        flagged: false,
        moderatorName: null,
      }),
    ]);
    expect(queue.items[0].escrowCents).toBeGreaterThan(0);
    expect(new Date(queue.items[0].nextDeadline).getTime()).toBeGreaterThan(Date.now());

    const dispute = (await get(`/api/disputes/${counts?.disputeId}`)).json();
    expect(dispute).toMatchObject({
      status: 'awaiting_moderator',
      myRole: 'client',
      entries: [
        { kind: 'opened', role: 'client', text: DEMO_DISPUTE.statement },
        { kind: 'answered', role: 'freelancer', text: DEMO_DISPUTE.answer },
      ],
    });
    const contract = (await get(`/api/contracts/${dispute.contractId}`)).json();
    expect(contract).toMatchObject({ status: 'em_andamento', disputeId: counts?.disputeId });
    const release = await t.request({
      method: 'POST',
      url: `/api/contracts/${dispute.contractId}/release`,
      token: tokens['cliente@labora.dev'],
      headers: { 'idempotency-key': randomUUID() },
      payload: { amountCents: 1000 },
    });
    expect([release.statusCode, release.json().code]).toEqual([409, 'DISPUTE_OPEN']);
    // Rafael's bell tells of the opening, Carla's of the answer.
    for (const email of ['freelancer@labora.dev', 'cliente@labora.dev']) {
      const bell = (await get('/api/notifications?pageSize=50', email)).json();
      expect(bell.items.map((n: { subjectId: string | null }) => n.subjectId)).toContain(counts?.disputeId);
    }

    // The pair's other contract in progress can still be disputed ('Abrir disputa').
    const others = (await get('/api/contracts?as=client&pageSize=50'))
      .json()
      .items.filter(
        (c: { id: string; status: string; freelancer: { id: string } }) =>
          c.status === 'em_andamento' && c.freelancer.id === dispute.freelancer.id && c.id !== dispute.contractId,
      );
    expect(others.length).toBeGreaterThanOrEqual(1);
    const resolutions = await Promise.all(
      others.map(async (c: { id: string }) => (await get(`/api/contracts/${c.id}/resolution`)).json()),
    );
    expect(resolutions).toContainEqual(expect.objectContaining({ dispute: null, canOpenDispute: true }));
  });

  it("fills Rafael's freelancer dashboard: skill levels for the radar, a week of tracked hours, two goals", async () => {
    const dashboard = (await get('/api/dashboard', 'freelancer@labora.dev')).json();
    // Five days of 2 h 30 + 2 h.
    expect(dashboard.freelancer.trackedSeconds).toBe(5 * 4.5 * 3600);
    expect(dashboard.freelancer.topSkills[0]).toEqual({ skill: expect.any(String), level: 9 });
    expect(dashboard.freelancer.topSkills.length).toBeGreaterThanOrEqual(3);
    const goals = (await get('/api/goals', 'freelancer@labora.dev')).json();
    expect(goals.items.map((g: { metric: string }) => g.metric).sort()).toEqual(['earnings_month', 'manual']);
  });
});
