import { GOAL_LIMITS, GOALS_MESSAGES, goalPercent } from '@labora/shared/goals';
import { LABORA_FEE_BPS, netCents } from '@labora/shared/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContract, createUser, type TestUser } from '../../test/factories.js';
import { freshSessionToken } from '../../test/fuzz-world.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { brazilMonth } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const goalsOf = async (who: TestUser) => (await t.asUser(who).get('/api/goals')).json().items;
/** Progress by metric, in this order (goals made in the same instant of the test clock list in any order). */
const ORDER = ['earnings_month', 'contracts_month', 'contracts_total', 'reviews_received'];
const progressOf = async (who: TestUser) =>
  Object.fromEntries((await goalsOf(who)).map((g: { metric: string; progress: number }) => [g.metric, g.progress]));

describe('goals (Habilidades & Metas)', () => {
  it('adds, edits and removes a manual goal; progress is stored as given', async () => {
    const me = await createUser(t, { isFreelancer: true });
    const created = await t.asUser(me).post('/api/goals', {
      title: ' Terminar o portfólio ',
      metric: 'manual',
      target: 10,
      progress: 4,
    });
    expect(created.statusCode).toBe(201);
    const [goal] = created.json().items;
    expect(goal).toMatchObject({ title: 'Terminar o portfólio', metric: 'manual', target: 10, progress: 4 });
    const edited = await t.asUser(me).put(`/api/goals/${goal.id}`, {
      title: 'Terminar o portfólio',
      metric: 'manual',
      target: 8,
      progress: 8,
    });
    expect(edited.json().items[0]).toMatchObject({ target: 8, progress: 8 });
    expect(goalPercent(edited.json().items[0])).toBe(100);
    const removed = await t.asUser(me).delete(`/api/goals/${goal.id}`);
    expect([removed.statusCode, removed.json().message]).toEqual([200, GOALS_MESSAGES.removed]);
    expect(await goalsOf(me)).toEqual([]);
  });

  it('refuses bad goals in Portuguese', async () => {
    const me = await createUser(t);
    const cases: [object, string][] = [
      [{ title: '', metric: 'manual', target: 5 }, GOALS_MESSAGES.titleRequired],
      [{ title: 'x'.repeat(GOAL_LIMITS.titleMaxLength + 1), metric: 'manual', target: 5 }, GOALS_MESSAGES.titleTooLong],
      [{ title: 'Meta', metric: 'seguidores', target: 5 }, GOALS_MESSAGES.invalidMetric],
      [{ title: 'Meta', metric: 'manual', target: 0 }, GOALS_MESSAGES.invalidTarget],
      [{ title: 'Meta', metric: 'manual', target: 5, progress: 6 }, GOALS_MESSAGES.invalidProgress],
      [{ title: 'Meta', metric: 'manual', target: 5, progress: -1 }, GOALS_MESSAGES.invalidProgress],
    ];
    for (const [body, message] of cases) {
      const res = await t.asUser(me).post('/api/goals', body);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    expect(await goalsOf(me)).toEqual([]);
  });

  it('a goal tied to a number advances by itself: earnings this month (net, from the ledger), contracts, reviews', async () => {
    const client = await createUser(t);
    const me = await createUser(t, { isFreelancer: true });
    const post = (metric: string, target: number) =>
      t.asUser(me).post('/api/goals', { title: `Meta ${metric}`, metric, target, progress: 3 });
    for (const [metric, target] of [
      ['earnings_month', 500_000],
      ['contracts_month', 2],
      ['contracts_total', 10],
      ['reviews_received', 5],
    ] as const) {
      expect((await post(metric, target)).statusCode).toBe(201);
    }
    // Nothing yet: the manual progress sent (3) is not stored for a tied goal.
    expect(await progressOf(me)).toEqual(Object.fromEntries(ORDER.map((m) => [m, 0])));

    const { contract } = await createContract(t, {
      client,
      freelancer: me,
      status: 'concluido',
      proposal: { amountCents: 200_000 },
    });
    await createContract(t, { client, freelancer: me, status: 'em_andamento' });
    const url = `/api/contracts/${contract.id}/reviews`;
    await t.asUser(client).post(url, { rating: 5 });
    await t.asUser(me).post(url, { rating: 4 });
    expect(await progressOf(me)).toEqual({
      earnings_month: netCents(200_000, LABORA_FEE_BPS),
      contracts_month: 1,
      contracts_total: 1,
      reviews_received: 1,
    });
    // The client's own count: a contract concluded on either side.
    await t.asUser(client).post('/api/goals', { title: 'Contratar', metric: 'contracts_total', target: 3 });
    expect((await goalsOf(client))[0].progress).toBe(1);

    // A month later (São Paulo calendar): this month's numbers start again, the totals stay.
    t.clock.advance(brazilMonth(t.clock.now()).end.getTime() - t.clock.now().getTime() + 60_000);
    me.token = await freshSessionToken(t, me.id); // up to 31 days on: past a session's life

    expect(await progressOf(me)).toEqual({
      earnings_month: 0,
      contracts_month: 0,
      contracts_total: 1,
      reviews_received: 1,
    });
  });

  it('reads the month in São Paulo time: 1 December 02:59 UTC is still November there', () => {
    const nov = brazilMonth(new Date('2026-12-01T02:59:00Z'));
    expect([nov.start.toISOString(), nov.end.toISOString()]).toEqual([
      '2026-11-01T03:00:00.000Z',
      '2026-12-01T03:00:00.000Z',
    ]);
    const dec = brazilMonth(new Date('2026-12-31T23:00:00Z'));
    expect([dec.start.toISOString(), dec.end.toISOString()]).toEqual([
      '2026-12-01T03:00:00.000Z',
      '2027-01-01T03:00:00.000Z',
    ]);
  });

  it('only one’s own: another person’s goal is not found, and the limit holds', async () => {
    const me = await createUser(t);
    const other = await createUser(t);
    const [goal] = (await t.asUser(me).post('/api/goals', { title: 'Meta', metric: 'manual', target: 5 })).json().items;
    const body = { title: 'Roubada', metric: 'manual', target: 1 };
    expect((await t.asUser(other).put(`/api/goals/${goal.id}`, body)).statusCode).toBe(404);
    expect((await t.asUser(other).delete(`/api/goals/${goal.id}`)).statusCode).toBe(404);
    expect(await goalsOf(other)).toEqual([]);
    expect((await goalsOf(me))[0].title).toBe('Meta');
    for (let i = 1; i < GOAL_LIMITS.maxGoals; i++) {
      expect(
        (await t.asUser(me).post('/api/goals', { title: `Meta ${i}`, metric: 'manual', target: 5 })).statusCode,
      ).toBe(201);
    }
    const over = await t.asUser(me).post('/api/goals', { title: 'Demais', metric: 'manual', target: 5 });
    expect([over.statusCode, over.json().message]).toEqual([409, GOALS_MESSAGES.limit]);
  });
});
