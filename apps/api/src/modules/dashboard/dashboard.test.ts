import type { TContract } from '@labora/shared/contracts';
import type { TDashboard, TDashboardActivities, TDashboardActivity } from '@labora/shared/dashboard';
import { formatBRL } from '@labora/shared/money';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { sessions } from '../../db/schema/sessions.js';
import { skillLevels } from '../../db/schema/skills.js';
import { timeEntries } from '../../db/schema/time-tracking.js';
import {
  createContract,
  createJob,
  createProposal,
  createUser,
  fundContract,
  moneyPost,
  type TestUser,
} from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';

// A small world with known numbers. São Paulo is UTC−3 all year (no daylight saving since 2019), so the
// instants below are chosen on both sides of São Paulo's month and year boundaries, where UTC disagrees.
// Labora's fee is 10% of what a release moves, so the freelancer's wallet receives 90% of each value.
const at = (iso: string) => Date.parse(iso);
const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = '2026-01-15T15:00:00Z'; // 15 Jan 2026, 12:00 in São Paulo.

let t: TestApp;
let rafa: TestUser; // the freelancer (seller)
let carla: TestUser; // the client (buyer)
let outsider: TestUser;
const contracts: Record<string, TContract> = {};

/**
 * Moves the test clock to an instant (it only moves when told). The fixture spans more than a session's 30 days,
 * so the sessions made for it are kept alive.
 */
async function setClock(iso: string) {
  t.clock.advance(at(iso) - t.clock.now().getTime());
  await t.database.db.update(sessions).set({ expiresAt: new Date(at(iso) + 30 * DAY_MS) });
}

/** A contract of Carla with Rafa made at `iso`, moved to `status` (concluding releases the escrow then). */
async function contractAt(
  iso: string,
  valueCents: number,
  status: 'concluido' | 'em_andamento' | 'aguardando_inicio',
  deliveryDays = 10,
) {
  await setClock(iso);
  const { contract } = await createContract(t, {
    client: carla,
    freelancer: rafa,
    status,
    proposal: { amountCents: valueCents, deliveryDays },
  });
  return contract;
}

async function review(who: TestUser, contractId: string, rating: number) {
  const res = await t.asUser(who).post(`/api/contracts/${contractId}/reviews`, { rating, comment: 'Ótimo trabalho.' });
  if (res.statusCode !== 201) throw new Error(`review failed: ${res.body}`);
}

const dashboardOf = async (who: TestUser) => {
  const res = await t.asUser(who).get('/api/dashboard');
  expect(res.statusCode).toBe(200);
  return res.json() as TDashboard;
};

beforeAll(async () => {
  t = await createTestApp();
  await setClock('2025-11-10T15:00:00Z');
  rafa = await createUser(t, { first_name: 'Rafa', isFreelancer: true });
  carla = await createUser(t, { first_name: 'Carla', isFreelancer: false });
  outsider = await createUser(t, { first_name: 'Olga', isFreelancer: true });

  // A: 10 Nov (São Paulo November).
  contracts.a = await contractAt('2025-11-10T15:00:00Z', 100_000, 'concluido');
  await review(carla, contracts.a.id, 5);
  await review(rafa, contracts.a.id, 5);
  // B: 1 Dec 02:30 UTC is 30 Nov 23:30 in São Paulo: November's.
  contracts.b = await contractAt('2025-12-01T02:30:00Z', 50_000, 'concluido');
  await review(carla, contracts.b.id, 4);
  await review(rafa, contracts.b.id, 4);
  // F: paid in December, cancelled (refunded) in January.
  contracts.f = await contractAt('2025-12-10T12:00:00Z', 7_000, 'aguardando_inicio');
  await fundContract(t, carla, contracts.f.id);
  // C: 1 Jan 2026 02:00 UTC is 31 Dec 2025 23:00 in São Paulo: December, and 2025.
  contracts.c = await contractAt('2026-01-01T02:00:00Z', 20_000, 'concluido');
  // D: 1 Jan 2026 03:30 UTC is 00:30 of 1 Jan in São Paulo: January 2026, 'Semana 1' (Thursday 1 to Sunday 4).
  contracts.d = await contractAt('2026-01-01T03:30:00Z', 30_000, 'concluido');
  await setClock('2026-01-05T12:00:00Z');
  const cancelled = await moneyPost(t, carla, `/api/contracts/${contracts.f.id}/actions`, { action: 'cancel' });
  if (cancelled.statusCode !== 200) throw new Error(`cancel failed: ${cancelled.body}`);
  // E: 12 Jan 02:00 UTC is Sunday 11 Jan 23:00 in São Paulo: 'Semana 2' (5 to 11), not 'Semana 3'.
  contracts.e = await contractAt('2026-01-12T02:00:00Z', 10_000, 'concluido');
  // G under way (due 19 Jan), H waiting to start and unpaid (due 3 Feb).
  contracts.g = await contractAt('2026-01-14T12:00:00Z', 40_000, 'em_andamento', 5);
  contracts.h = await contractAt('2026-01-14T12:00:00Z', 60_000, 'aguardando_inicio', 20);
  // One more open job of Carla with Rafa's pending proposal, an hour later (the newest proposal).
  await setClock('2026-01-14T13:00:00Z');
  await createProposal(t, rafa, await createJob(t, carla));
  // A message Rafa sends on G's conversation.
  const conversation = await t.asUser(rafa).post(`/api/contracts/${contracts.g.id}/conversation`);
  await t.asUser(rafa).post(`/api/conversations/${conversation.json().id}/messages`, { text: 'Começando hoje.' });

  // Someone else's contract, review and hours: none of it is Rafa's or Carla's.
  const other = await createContract(t, { freelancer: outsider, status: 'concluido' });
  contracts.outsider = other.contract;
  await review(other.client, other.contract.id, 1);
  await review(outsider, other.contract.id, 1);

  // Hours: 2 h on G, 30 min by hand, and 15 min running up to now; the outsider's hour is not Rafa's.
  await t.database.db.insert(timeEntries).values([
    {
      userId: rafa.id,
      contractId: contracts.g.id,
      startedAt: new Date('2026-01-10T12:00:00Z'),
      endedAt: new Date('2026-01-10T14:00:00Z'),
    },
    {
      userId: rafa.id,
      startedAt: new Date('2026-01-14T10:00:00Z'),
      endedAt: new Date('2026-01-14T10:30:00Z'),
      manual: true,
      note: 'Reunião de alinhamento',
    },
    { userId: rafa.id, startedAt: new Date('2026-01-15T14:45:00Z'), endedAt: null },
    {
      userId: outsider.id,
      startedAt: new Date('2026-01-15T10:00:00Z'),
      endedAt: new Date('2026-01-15T11:00:00Z'),
    },
  ]);
  await t.database.db.insert(skillLevels).values(
    [
      ['React', 9],
      ['Node.js', 9],
      ['Figma', 7],
      ['CSS', 7],
      ['SQL', 5],
      ['Go', 3],
      ['Excel', 2],
    ].map(([skill, level]) => ({ userId: rafa.id, skill: String(skill), level: Number(level) })),
  );
  await t.database.db.insert(skillLevels).values({ userId: outsider.id, skill: 'Zig', level: 10 });
  await setClock(NOW);
});
afterAll(() => t.close());

/** The last 12 months' series with the given months filled, zeros elsewhere. */
function lastTwelve(filled: Record<string, number>) {
  const months = [
    '2025-02',
    '2025-03',
    '2025-04',
    '2025-05',
    '2025-06',
    '2025-07',
    '2025-08',
    '2025-09',
    '2025-10',
    '2025-11',
    '2025-12',
    '2026-01',
  ];
  return months.map((month) => ({ month, cents: filled[month] ?? 0 }));
}

describe('GET /api/dashboard', () => {
  it('answers a guest 401', async () => {
    expect((await t.asUser(null).get('/api/dashboard')).statusCode).toBe(401);
    expect((await t.asUser(null).get('/api/dashboard/activities')).statusCode).toBe(401);
  });

  it('gives a seller their cards, earnings net of the fee in São Paulo’s calendar, and the freelancer block', async () => {
    const d = await dashboardOf(rafa);
    expect(d.intent).toBe('seller');
    expect(d.timeZone).toBe('America/Sao_Paulo');
    expect(d.generatedAt).toBe(new Date(NOW).toISOString());
    expect(d.stats.seller).toEqual({
      contractsInProgress: 1,
      contractsConcluded: 5,
      proposalsPending: 1,
      rating: 4.5,
      reviewCount: 2,
    });
    // Net of 10%: A 90,000 + B 45,000 in November; C 18,000 in December; D 27,000 + E 9,000 in January.
    expect(d.earnings.received).toEqual({
      thisMonthCents: 36_000,
      lastMonthCents: 18_000,
      thisYearCents: 36_000,
      totalCents: 189_000,
      monthly: lastTwelve({ '2025-11': 135_000, '2025-12': 18_000, '2026-01': 36_000 }),
    });
    expect(d.earnings.paid.totalCents).toBe(0);

    const f = d.freelancer;
    expect(f.totalEarningsCents).toBe(189_000);
    expect(f.rating).toBe(4.5);
    expect(f.reviewCount).toBe(2);
    expect(f.activeProjectCount).toBe(2);
    expect(f.concludedProjectCount).toBe(5);
    // 2 h + 30 min + 15 min running.
    expect(f.trackedSeconds).toBe(9_900);
    // January 2026 starts on a Thursday: five Monday-start rows.
    expect(f.weeklyEarnings).toEqual([
      { week: 1, from: '2026-01-01', to: '2026-01-04', cents: 27_000 },
      { week: 2, from: '2026-01-05', to: '2026-01-11', cents: 9_000 },
      { week: 3, from: '2026-01-12', to: '2026-01-18', cents: 0 },
      { week: 4, from: '2026-01-19', to: '2026-01-25', cents: 0 },
      { week: 5, from: '2026-01-26', to: '2026-01-31', cents: 0 },
    ]);
    expect(f.monthlyEarnings).toEqual(
      Array.from({ length: 12 }, (_, i) => ({ month: i + 1, cents: i === 0 ? 36_000 : 0 })),
    );
    expect(f.activeProjects).toEqual([
      {
        contractId: contracts.g?.id,
        title: contracts.g?.title,
        status: 'em_andamento',
        client: { id: carla.id, name: contracts.g?.client.name, avatarUrl: null },
        endDate: '2026-01-19',
        valueCents: 40_000,
        progress: 0,
      },
      expect.objectContaining({ contractId: contracts.h?.id, status: 'aguardando_inicio', endDate: '2026-02-03' }),
    ]);
    expect(f.topSkills).toEqual([
      { skill: 'Node.js', level: 9 },
      { skill: 'React', level: 9 },
      { skill: 'CSS', level: 7 },
      { skill: 'Figma', level: 7 },
      { skill: 'SQL', level: 5 },
      { skill: 'Go', level: 3 },
    ]);
  });

  it('gives a seller their deadlines, proposals with exact counts and recommendations', async () => {
    const d = await dashboardOf(rafa);
    expect(d.deadlines.total).toBe(2);
    expect(d.deadlines.items.map((i) => [i.contractId, i.myRole, i.counterpart.id, i.endDate])).toEqual([
      [contracts.g?.id, 'freelancer', carla.id, '2026-01-19'],
      [contracts.h?.id, 'freelancer', carla.id, '2026-02-03'],
    ]);
    expect(d.proposals.sent.counts).toEqual({ total: 9, pending: 1, accepted: 8, rejected: 0, withdrawn: 0 });
    expect(d.proposals.sent.latest).toHaveLength(5);
    expect(d.proposals.sent.latest[0]?.status).toBe('pending');
    expect(d.proposals.received).toEqual({
      latest: [],
      counts: { total: 0, pending: 0, accepted: 0, rejected: 0, withdrawn: 0 },
    });
    // Rafa proposed to Carla's only open job already: nothing left to recommend; sellers get no gigs list.
    expect(d.recommendedJobs).toEqual([]);
    expect(d.featuredGigs).toEqual([]);
  });

  it('gives a buyer what they paid (refunds back out) and their hirings', async () => {
    const d = await dashboardOf(carla);
    expect(d.intent).toBe('buyer');
    expect(d.stats.buyer).toEqual({ openJobs: 1, contractsInProgress: 1, proposalsPending: 1, contractsConcluded: 5 });
    // November: A 100,000 + B 50,000; December: C 20,000 + F 7,000; January: D 30,000 + E 10,000 + G 40,000 − F 7,000.
    expect(d.earnings.paid).toEqual({
      thisMonthCents: 73_000,
      lastMonthCents: 27_000,
      thisYearCents: 73_000,
      totalCents: 250_000,
      monthly: lastTwelve({ '2025-11': 150_000, '2025-12': 27_000, '2026-01': 73_000 }),
    });
    expect(d.earnings.received.totalCents).toBe(0);
    expect(d.deadlines.items.map((i) => [i.contractId, i.myRole, i.counterpart.id])).toEqual([
      [contracts.g?.id, 'client', rafa.id],
      [contracts.h?.id, 'client', rafa.id],
    ]);
    expect(d.proposals.received.counts).toEqual({ total: 9, pending: 1, accepted: 8, rejected: 0, withdrawn: 0 });
    expect(d.proposals.received.latest.map((p) => p.status)).toEqual([
      'pending',
      'accepted',
      'accepted',
      'accepted',
      'accepted',
    ]);
    expect(d.proposals.sent.latest).toEqual([]);
    expect(d.proposals.sent.counts.total).toBe(0);
    expect(d.recommendedJobs).toEqual([]);
    expect(d.freelancer).toMatchObject({ totalEarningsCents: 0, trackedSeconds: 0, activeProjectCount: 0 });
    expect(d.freelancer.topSkills).toEqual([]);
  });

  it('counts nothing of another person', async () => {
    const d = await dashboardOf(outsider);
    expect(d.stats.seller).toEqual({
      contractsInProgress: 0,
      contractsConcluded: 1,
      proposalsPending: 0,
      rating: 1,
      reviewCount: 1,
    });
    expect(d.earnings.received.totalCents).toBe(Math.round(contracts.outsider?.valueCents ?? 0) * 0.9);
    expect(d.freelancer.trackedSeconds).toBe(3_600);
    expect(d.freelancer.topSkills).toEqual([{ skill: 'Zig', level: 10 }]);
    expect(d.activities.items.every((a) => a.contractId === null || a.contractId === contracts.outsider?.id)).toBe(
      true,
    );
  });
});

describe('Horas Trabalhadas', () => {
  it('counts a clock left running for days as the tracker records it: 24 hours at most', async () => {
    const forgetful = await createUser(t, { first_name: 'Fabi', isFreelancer: true });
    const now = t.clock.now().getTime();
    await t.database.db
      .insert(timeEntries)
      .values({ userId: forgetful.id, startedAt: new Date(now - 30 * 3600_000), endedAt: null });
    expect((await dashboardOf(forgetful)).freelancer.trackedSeconds).toBe(24 * 3600);
  });
});

describe('the wallet flows behind the earnings', () => {
  it('match every wallet’s releases, payments and refunds in the ledger, by São Paulo day and month', async () => {
    const fromLedger = (unit: 'day' | 'month') =>
      queryRows<{ user_id: string; at: string; received: string; paid: string }>(
        t.database.db,
        sql`select e.account_id as user_id,
                   to_char(date_trunc(${unit}, e.created_at at time zone 'America/Sao_Paulo'), 'YYYY-MM-DD') as at,
                   coalesce(sum(e.amount_cents) filter (where t.kind = 'release'), 0)::text as received,
                   coalesce(-sum(e.amount_cents) filter (where t.kind in ('payment', 'refund')), 0)::text as paid
            from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
            join ledger_accounts a on a.id = e.account_id and a.kind = 'wallet'
            where t.kind in ('release', 'payment', 'refund') group by 1, 2 order by 1, 2`,
      );
    const flows = (table: 'wallet_flow_days' | 'wallet_flow_months', column: 'day' | 'month') =>
      queryRows(
        t.database.db,
        sql`select user_id, to_char(${sql.identifier(column)}, 'YYYY-MM-DD') as at, received_cents::text as received,
                   paid_cents::text as paid from ${sql.identifier(table)} order by 1, 2`,
      );
    const days = await fromLedger('day');
    expect(days.length).toBeGreaterThan(5);
    expect(await flows('wallet_flow_days', 'day')).toEqual(days);
    expect(await flows('wallet_flow_months', 'month')).toEqual(await fromLedger('month'));
  });
});

describe("'Atividades recentes'", () => {
  const pageOf = async (who: TestUser, query: string) => {
    const res = await t.asUser(who).get(`/api/dashboard/activities${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as TDashboardActivities;
  };

  it('lists only the person’s own events, newest first, and pages through them with the cursor', async () => {
    const all = await pageOf(rafa, '?pageSize=50');
    expect(all.nextCursor).toBeNull();
    const ids = all.items.map((a) => BigInt(a.id));
    expect([...ids].sort((a, b) => (a > b ? -1 : 1))).toEqual(ids);
    const mine = new Set(Object.entries(contracts).flatMap(([k, c]) => (k === 'outsider' ? [] : [c.id])));
    expect(all.items.every((a) => a.contractId === null || mine.has(a.contractId))).toBe(true);
    expect(new Set(all.items.map((a) => a.kind))).toEqual(new Set(['project', 'payment', 'message', 'review']));

    // Pages of 4 through the cursor: the same items, in the same order, none twice.
    const paged: TDashboardActivity[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: TDashboardActivities = await pageOf(rafa, `?pageSize=4${cursor ? `&cursor=${cursor}` : ''}`);
      paged.push(...page.items);
      cursor = page.nextCursor;
    }
    expect(paged).toEqual(all.items);

    // The dashboard carries the first page.
    const d = await dashboardOf(rafa);
    expect(d.activities.items).toEqual(all.items.slice(0, 10));
    expect(d.activities.nextCursor).toBe(all.items[9]?.id);
  });

  it('says what happened in Portuguese, with the project and the money', async () => {
    const { items } = await pageOf(rafa, '?pageSize=50');
    const released = items.find((a) => a.eventType === 'contract.concluded' && a.contractId === contracts.e?.id);
    expect(released).toMatchObject({
      kind: 'project',
      description: `Contrato concluído: “${contracts.e?.title}”`,
      projectTitle: contracts.e?.title,
    });
    const funded = items.find((a) => a.eventType === 'contract.funded' && a.contractId === contracts.g?.id);
    expect(funded).toMatchObject({
      kind: 'payment',
      amountCents: 40_000,
      description: `Pagamento de ${formatBRL(40_000)} garantido em “${contracts.g?.title}”`,
    });
    expect(items.find((a) => a.kind === 'message')).toMatchObject({
      description: 'Você enviou uma mensagem',
      actor: { id: rafa.id },
    });
    expect(items.find((a) => a.kind === 'review')?.description).toMatch(/^Avaliação publicada em “/);
  });

  it('tells the other side of a conversation of the message they received, by its sender', async () => {
    const { items } = await pageOf(carla, '?pageSize=50');
    expect(items.filter((a) => a.kind === 'message')).toMatchObject([
      { description: `Nova mensagem de ${rafa.user.first_name} ${rafa.user.last_name}`, actor: { id: rafa.id } },
    ]);
    // Olga shares no conversation with Rafa: nothing of it reaches her.
    expect((await pageOf(outsider, '?pageSize=50')).items.filter((a) => a.kind === 'message')).toEqual([]);
  });

  it('refuses a malformed cursor or page size', async () => {
    for (const query of ['?cursor=abc', '?cursor=-1', '?pageSize=0', '?pageSize=51']) {
      expect((await t.asUser(rafa).get(`/api/dashboard/activities${query}`)).statusCode).toBe(400);
    }
  });
});
