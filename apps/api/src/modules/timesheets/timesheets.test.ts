import { addDays, TIMESHEET_MESSAGES, weekStartOf } from '@labora/shared/timesheets';
import { feeCents, LABORA_FEE_BPS } from '@labora/shared/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContract, createUser, moneyPost, TEST_CARD, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { createHourlyContract, insertEntry, toNextWednesdayNoon } from '../../test/hourly.js';
import { expectLedgerSound } from '../../test/ledger.js';
import { runTimesheetStatements } from './service.js';

let t: TestApp;
let stranger: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  stranger = await createUser(t, { isFreelancer: true });
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const wallet = async (user: TestUser) => (await t.asUser(user).get('/api/wallet')).json();
const timesheet = async (user: TestUser, id: string) => t.asUser(user).get(`/api/contracts/${id}/timesheet`);

/** An hourly contract (R$ 60,00 an hour, 10 a week) whose last week, one hour long, closed into its statement. */
async function oneHourStatement() {
  toNextWednesdayNoon(t);
  const { contract, client, freelancer } = await createHourlyContract(t, { rateCents: 6_000, weeklyLimitHours: 10 });
  await insertEntry(t, {
    userId: freelancer.id,
    contractId: contract.id,
    weekStart: lastWeek(),
    fromHours: 8,
    minutes: 60,
  });
  await runJob();
  const [statement] = (await timesheet(client, contract.id)).json().statements;
  return { contract, client, freelancer, statement };
}
const runJob = () => runTimesheetStatements(t.app.deps, t.clock.now());
const approve = (user: TestUser, contractId: string, statementId: string, key?: string) =>
  moneyPost(t, user, `/api/contracts/${contractId}/timesheet/statements/${statementId}/approve`, {}, key);
/** Monday of the week before the clock's. */
const lastWeek = () => addDays(weekStartOf(t.clock.now()), -7);

describe('hiring from an hourly job', () => {
  it('the contract keeps the rate (the proposal) and the weekly limit asked when accepting; its value is one week', async () => {
    const { contract } = await createHourlyContract(t, { rateCents: 8_000, weeklyLimitHours: 10, started: false });
    expect(contract).toMatchObject({ hourlyRateCents: 8_000, weeklyLimitHours: 10, valueCents: 80_000 });
    const byDefault = await createHourlyContract(t, { rateCents: 5_000, started: false });
    expect(byDefault.contract).toMatchObject({ weeklyLimitHours: 40, valueCents: 200_000 });
  });

  it('refuses a weekly limit outside 1..168 hours, and a fixed-price job ignores it', async () => {
    const client = await createUser(t);
    const freelancer = await createUser(t, { isFreelancer: true });
    const job = (
      await t.asUser(client).post('/api/jobs', {
        ...(
          await import('../../test/factories.js')
        ).jobInput({ projectType: 'hourly', budgetCents: null, hourlyRateCents: 9_000 }),
      })
    ).json();
    const proposal = (
      await t.asUser(freelancer).post(`/api/jobs/${job.id}/proposals`, {
        amountCents: 9_000,
        deliveryDays: 10,
        coverLetter: 'Trabalho por hora com relatórios semanais.',
      })
    ).json().proposal;
    for (const weeklyLimitHours of [0, 169, 2.5]) {
      const refused = await t.asUser(client).post(`/api/proposals/${proposal.id}/accept`, { weeklyLimitHours });
      expect([refused.statusCode, refused.json().message]).toEqual([400, TIMESHEET_MESSAGES.weeklyLimitInvalid]);
    }
    const fixed = await createContract(t, {});
    expect(fixed.contract).toMatchObject({ hourlyRateCents: null, weeklyLimitHours: null });
    const notHourly = await timesheet(fixed.client, fixed.contract.id);
    expect([notHourly.statusCode, notHourly.json().code]).toEqual([409, 'NOT_HOURLY']);
  });
});

describe('funding an hourly contract', () => {
  it("'Adicionar semanas' pays weeks × limit × rate into the escrow, once per Idempotency-Key", async () => {
    const { contract, client, freelancer } = await createHourlyContract(t, { rateCents: 7_000, weeklyLimitHours: 5 });
    const url = `/api/contracts/${contract.id}/timesheet/funding`;
    const short = await moneyPost(t, client, url, { weeks: 2, method: 'saldoCarteira' });
    expect([short.statusCode, short.json().code]).toEqual([409, 'INSUFFICIENT_FUNDS']);
    expect((await moneyPost(t, freelancer, url, { weeks: 1, method: 'saldoCarteira' })).statusCode).toBe(403);
    expect((await moneyPost(t, client, url, { weeks: 0, method: 'saldoCarteira' })).statusCode).toBe(400);
    const body = { weeks: 2, method: 'card', cardNumber: TEST_CARD };
    const paid = await moneyPost(t, client, url, body, 'fund-twice');
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ amountCents: 70_000, escrowCents: 105_000 });
    const again = await moneyPost(t, client, url, body, 'fund-twice');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(paid.json());
    const sheet = (await timesheet(freelancer, contract.id)).json();
    expect(sheet).toMatchObject({
      rateCents: 7_000,
      weeklyLimitHours: 5,
      weekCostCents: 35_000,
      fundedCents: 105_000,
      escrowCents: 105_000,
      reservedCents: 0,
      availableCents: 105_000,
      myRole: 'freelancer',
    });
    expect((await timesheet(stranger, contract.id)).statusCode).toBe(403);
    await expectLedgerSound(t.database.db);
  });

  it('a partial release is refused on an hourly contract: its money leaves through the weekly statements', async () => {
    const { contract, client } = await createHourlyContract(t, { rateCents: 7_000, weeklyLimitHours: 5 });
    const release = await moneyPost(t, client, `/api/contracts/${contract.id}/release`, { amountCents: 1_000 });
    expect([release.statusCode, release.json().message]).toEqual([409, TIMESHEET_MESSAGES.hourlyReleaseNotAllowed]);
  });
});

describe('hours and weekly statements', () => {
  it("'Horas registradas': per day and week in São Paulo, a stretch over midnight split, manual entries marked", async () => {
    toNextWednesdayNoon(t);
    const { contract, client, freelancer } = await createHourlyContract(t, { rateCents: 6_000, weeklyLimitHours: 10 });
    const base = { userId: freelancer.id, contractId: contract.id };
    const week = lastWeek();
    await insertEntry(t, { ...base, weekStart: week, fromHours: 9, minutes: 90, manual: true });
    // Sunday 23:30 to Monday 00:45: 30 minutes in last week, 45 in this one.
    await insertEntry(t, { ...base, weekStart: week, fromHours: 6 * 24 + 23.5, minutes: 75 });
    const sheet = (await timesheet(client, contract.id)).json();
    expect(sheet.days).toEqual([
      { date: weekStartOf(t.clock.now()), minutes: 45, manualMinutes: 0 },
      { date: addDays(week, 6), minutes: 30, manualMinutes: 0 },
      { date: week, minutes: 90, manualMinutes: 90 },
    ]);
    expect(sheet.weeks).toEqual([
      { weekStart: weekStartOf(t.clock.now()), minutes: 45, overLimitMinutes: 0 },
      { weekStart: week, minutes: 120, overLimitMinutes: 0 },
    ]);
    expect(sheet.currentWeek).toMatchObject({ minutes: 45, dueCents: 4_500 });
    expect(sheet.entries.map((e: { manual: boolean; minutes: number }) => [e.minutes, e.manual])).toEqual([
      [75, false],
      [90, true],
    ]);
  });

  it('a week closes once into hours × rate within the limit, rounded half up; the hours over it are shown, not billed', async () => {
    toNextWednesdayNoon(t);
    // R$ 33,33 an hour, 2 hours a week: 2h 07min worked bills 120 minutes = R$ 66,66; 7 minutes over the limit.
    const { contract, client, freelancer } = await createHourlyContract(t, { rateCents: 3_333, weeklyLimitHours: 2 });
    const base = { userId: freelancer.id, contractId: contract.id };
    const week = lastWeek();
    await insertEntry(t, { ...base, weekStart: week, fromHours: 10, minutes: 127 });
    // Two weeks ago, 7 minutes: 7 × 3333 / 60 = 388,85 → R$ 3,89.
    await insertEntry(t, { ...base, weekStart: addDays(week, -7), fromHours: 30, minutes: 7 });
    // A second week funded (R$ 66,66 each): both weeks are covered.
    const fund = { weeks: 1, method: 'card', cardNumber: TEST_CARD };
    expect((await moneyPost(t, client, `/api/contracts/${contract.id}/timesheet/funding`, fund)).statusCode).toBe(200);
    t.delivered.length = 0;
    await runJob();
    await runJob();
    const sheet = (await timesheet(client, contract.id)).json();
    expect(sheet.statements).toHaveLength(2);
    expect(sheet.statements).toMatchObject([
      {
        weekStart: week,
        weekEnd: addDays(week, 6),
        minutes: 127,
        billableMinutes: 120,
        overLimitMinutes: 7,
        dueCents: 6_666,
        amountCents: 6_666,
        unfundedCents: 0,
        status: 'pending',
      },
      { weekStart: addDays(week, -7), minutes: 7, dueCents: 389, amountCents: 389, status: 'pending' },
    ]);
    expect(sheet).toMatchObject({ escrowCents: 13_332, reservedCents: 7_055, availableCents: 13_332 - 7_055 });
    // Both sides hear of it: the event log, and the bell.
    const closed = t.delivered.filter((e) => e.type === 'timesheet.closed' && e.data.contractId === contract.id);
    expect(closed).toHaveLength(2);
    expect(closed[0]?.audience).toEqual(expect.arrayContaining([client.id, freelancer.id]));
  });

  it('when the escrow is short a week bills what it holds; the rest is shown as unfunded', async () => {
    toNextWednesdayNoon(t);
    // One week funded: 2 h × R$ 50 = R$ 100. Two full weeks worked.
    const { contract, client, freelancer } = await createHourlyContract(t, { rateCents: 5_000, weeklyLimitHours: 2 });
    const base = { userId: freelancer.id, contractId: contract.id };
    await insertEntry(t, { ...base, weekStart: addDays(lastWeek(), -7), fromHours: 10, minutes: 120 });
    await insertEntry(t, { ...base, weekStart: lastWeek(), fromHours: 10, minutes: 120 });
    await runJob();
    const { statements } = (await timesheet(client, contract.id)).json();
    expect(statements).toMatchObject([
      { dueCents: 10_000, amountCents: 0, unfundedCents: 10_000, status: 'approved', approvedBy: 'automatic' },
      { dueCents: 10_000, amountCents: 10_000, unfundedCents: 0, status: 'pending' },
    ]);
  });

  it("'Aprovar' releases the week to the freelancer less the fee, once; a repeat of the key replays, another key is refused", async () => {
    toNextWednesdayNoon(t);
    const { contract, client, freelancer } = await createHourlyContract(t, { rateCents: 9_000, weeklyLimitHours: 10 });
    await insertEntry(t, {
      userId: freelancer.id,
      contractId: contract.id,
      weekStart: lastWeek(),
      fromHours: 8,
      minutes: 200,
    });
    await runJob();
    const [statement] = (await timesheet(client, contract.id)).json().statements;
    expect(statement.amountCents).toBe(30_000);
    expect((await approve(freelancer, contract.id, statement.id)).statusCode).toBe(403);
    expect((await approve(stranger, contract.id, statement.id)).statusCode).toBe(403);
    const first = await approve(client, contract.id, statement.id, 'approve-once');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: TIMESHEET_MESSAGES.approved,
      statement: { status: 'approved', approvedBy: 'client', feeCents: feeCents(30_000, LABORA_FEE_BPS) },
    });
    const replay = await approve(client, contract.id, statement.id, 'approve-once');
    expect([replay.statusCode, replay.headers['idempotent-replayed']]).toEqual([200, 'true']);
    const other = await approve(client, contract.id, statement.id);
    expect([other.statusCode, other.json().code]).toEqual([409, 'STATEMENT_STATE']);
    expect((await wallet(freelancer)).availableCents).toBe(30_000 - feeCents(30_000, LABORA_FEE_BPS));
    expect((await t.asUser(client).get(`/api/contracts/${contract.id}`)).json()).toMatchObject({
      status: 'em_andamento',
      escrowCents: 90_000 - 30_000,
    });
    await expectLedgerSound(t.database.db);
  });

  it('a statement approves itself 5 days after its close; a question does not stop the clock', async () => {
    const { contract, client, freelancer, statement } = await oneHourStatement();
    expect(new Date(statement.autoApproveAt).getTime() - new Date(statement.closedAt).getTime()).toBe(5 * DAY);
    const base = `/api/contracts/${contract.id}/timesheet/statements/${statement.id}`;
    expect((await t.asUser(freelancer).post(`${base}/question`, { message: 'Oi?' })).statusCode).toBe(403);
    const early = await t.asUser(freelancer).post(`${base}/answer`, { message: 'Resposta' });
    expect([early.statusCode, early.json().code]).toEqual([409, 'STATEMENT_STATE']);
    const asked = await t.asUser(client).post(`${base}/question`, { message: 'O que foi feito na terça?' });
    expect(asked.json()).toMatchObject({
      message: TIMESHEET_MESSAGES.asked,
      statement: { question: 'O que foi feito na terça?' },
    });
    const answered = await t.asUser(freelancer).post(`${base}/answer`, { message: 'A integração com o PIX.' });
    expect(answered.json().statement).toMatchObject({ answer: 'A integração com o PIX.', status: 'pending' });
    expect((await t.asUser(client).post(`${base}/question`, { message: ' ' })).statusCode).toBe(400);
    t.clock.advance(5 * DAY - 60_000);
    await runJob();
    expect((await timesheet(freelancer, contract.id)).json().statements[0].status).toBe('pending');
    t.clock.advance(60_000);
    t.delivered.length = 0;
    await runJob();
    const after = (await timesheet(freelancer, contract.id)).json().statements[0];
    expect(after).toMatchObject({ status: 'approved', approvedBy: 'automatic', autoApproveAt: null });
    expect((await wallet(freelancer)).availableCents).toBe(6_000 - feeCents(6_000, LABORA_FEE_BPS));
    expect(
      t.delivered.find((e) => e.type === 'timesheet.approved' && e.data.contractId === contract.id)?.data,
    ).toMatchObject({ by: 'automatic', releasedCents: 6_000 });
    await expectLedgerSound(t.database.db);
  });

  it('an open dispute freezes approval, by the client and by the clock', async () => {
    const { contract, client, freelancer, statement } = await oneHourStatement();
    const opened = await t.asUser(freelancer).post(`/api/contracts/${contract.id}/disputes`, {
      reason: 'no_response',
      statement: 'O cliente não aprova as horas e não responde às mensagens há dias.',
    });
    expect(opened.statusCode).toBe(201);
    const refused = await approve(client, contract.id, statement.id);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'DISPUTE_OPEN']);
    t.clock.advance(5 * DAY);
    await runJob();
    expect((await timesheet(client, contract.id)).json().statements[0].status).toBe('pending');
  });

  it('concluding pays the hours (this week too) and refunds the rest of the escrow to the client', async () => {
    toNextWednesdayNoon(t);
    const { contract, client, freelancer } = await createHourlyContract(t, { rateCents: 6_000, weeklyLimitHours: 10 });
    const base = { userId: freelancer.id, contractId: contract.id };
    await insertEntry(t, { ...base, weekStart: lastWeek(), fromHours: 8, minutes: 120 });
    await runJob();
    await insertEntry(t, { ...base, weekStart: weekStartOf(t.clock.now()), fromHours: 8, minutes: 30 });
    const concluded = await moneyPost(t, client, `/api/contracts/${contract.id}/actions`, { action: 'conclude' });
    expect(concluded.json()).toMatchObject({ status: 'concluido', escrowCents: 0 });
    const { statements } = (await timesheet(client, contract.id)).json();
    expect(statements.map((s: { amountCents: number; approvedBy: string }) => [s.amountCents, s.approvedBy])).toEqual([
      [3_000, 'conclusion'],
      [12_000, 'conclusion'],
    ]);
    const gross = 15_000;
    expect((await wallet(freelancer)).availableCents).toBe(gross - feeCents(gross, LABORA_FEE_BPS));
    expect((await wallet(client)).availableCents).toBe(60_000 - gross);
    await expectLedgerSound(t.database.db);
  });
});
