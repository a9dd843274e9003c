import {
  TIME_TRACKING_MESSAGES,
  type TTimeEntriesPage,
  type TTimeEntry,
  type TTrackerState,
} from '@labora/shared/time-tracking';
import { addDays, weekBounds, weekStartOf } from '@labora/shared/timesheets';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts } from '../../db/schema/contracts.js';
import { timeEntries } from '../../db/schema/time-tracking.js';
import { createContract, createUser, moneyPost, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { createHourlyContract, insertEntry, toNextWednesdayNoon, withPendingStatement } from '../../test/hourly.js';
import { runTimesheetStatements } from '../timesheets/service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60_000;
const freelancer = () => createUser(t, { isFreelancer: true });

async function ok<T>(res: { statusCode: number; body: string; json(): unknown }, status = 200): Promise<T> {
  if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`);
  return res.json() as T;
}
const state = async (who: TestUser) => ok<TTrackerState>(await t.asUser(who).get('/api/time-tracker'));
const start = async (who: TestUser, contractId: string | null = null) =>
  ok<TTrackerState>(await t.asUser(who).post('/api/time-tracker/start', { contractId }));
const pause = async (who: TestUser) => ok<TTrackerState>(await t.asUser(who).post('/api/time-tracker/pause'));
const reset = async (who: TestUser) => ok<TTrackerState>(await t.asUser(who).post('/api/time-tracker/reset'));
const entries = async (who: TestUser) =>
  (await ok<TTimeEntriesPage>(await t.asUser(who).get('/api/time-entries?pageSize=50'))).items;
const rowsOf = (who: TestUser) => t.database.db.select().from(timeEntries).where(eq(timeEntries.userId, who.id));

/** A stretch `hoursAgo` hours before now, `hours` long. */
const stretch = (hoursAgo: number, hours = 1, extra: Record<string, unknown> = {}) => {
  const startedAt = new Date(t.clock.now().getTime() - hoursAgo * HOUR);
  return {
    contractId: null,
    startedAt: startedAt.toISOString(),
    endedAt: new Date(startedAt.getTime() + hours * HOUR).toISOString(),
    note: 'Revisão do layout.',
    ...extra,
  };
};
const addManual = (who: TestUser, body: Record<string, unknown>) => t.asUser(who).post('/api/time-entries', body);
const ongoingContractOf = async (who: TestUser) =>
  (await createContract(t, { freelancer: who, status: 'em_andamento' })).contract;

describe('the clock', () => {
  it('runs on the server: started, read back from another tab, paused at the server’s time', async () => {
    const me = await freelancer();
    const started = await start(me);
    expect(started.running).toMatchObject({ contractId: null, longRunning: false });
    expect(started.sessionSeconds).toBe(0);
    t.clock.advance(90_000);
    // Another tab (or a reload) reads the same running entry and the server's clock.
    const read = await state(me);
    expect(read.running?.id).toBe(started.running?.id);
    expect(Date.parse(read.serverNow) - Date.parse(read.running?.startedAt ?? '')).toBe(90_000);
    const paused = await pause(me);
    expect(paused.running).toBeNull();
    expect(paused.sessionSeconds).toBe(90);
    expect(await entries(me)).toMatchObject([
      { seconds: 90, manual: false, contractId: null, endedAt: expect.any(String) },
    ]);
  });

  it('resumes into the same session: the clock adds up the stretches', async () => {
    const me = await freelancer();
    await start(me);
    t.clock.advance(60_000);
    await pause(me);
    t.clock.advance(10 * 60_000);
    await start(me);
    t.clock.advance(30_000);
    expect((await pause(me)).sessionSeconds).toBe(90);
    expect(await entries(me)).toHaveLength(2);
  });

  it('pausing when nothing runs changes nothing and answers the state', async () => {
    const me = await freelancer();
    const paused = await pause(me);
    expect(paused).toMatchObject({ running: null, sessionSeconds: 0 });
    expect(await rowsOf(me)).toHaveLength(0);
  });

  it('makes one entry when two tabs start at once, and a second start on the same target changes nothing', async () => {
    const me = await freelancer();
    const [a, b] = await Promise.all([start(me), start(me)]);
    expect(a.running?.id).toBe(b.running?.id);
    t.clock.advance(5_000);
    expect((await start(me)).running?.id).toBe(a.running?.id);
    expect(await rowsOf(me)).toHaveLength(1);
  });

  it('makes one running entry when two tabs start different targets at once', async () => {
    const me = await freelancer();
    const contract = await ongoingContractOf(me);
    await Promise.all([start(me, null), start(me, contract.id), start(me, null)]);
    const rows = await rowsOf(me);
    expect(rows.filter((r) => r.endedAt === null)).toHaveLength(1);
  });

  it('starting on another target ends the running entry at the instant the new one starts', async () => {
    const me = await freelancer();
    const contract = await ongoingContractOf(me);
    await start(me, null);
    t.clock.advance(120_000);
    const switched = await start(me, contract.id);
    expect(switched.running).toMatchObject({ contractId: contract.id, contractTitle: contract.title });
    const [newer, older] = await entries(me);
    expect(newer).toMatchObject({ contractId: contract.id, endedAt: null });
    expect(older).toMatchObject({ contractId: null, seconds: 120 });
    expect(older?.endedAt).toBe(newer?.startedAt);
    expect(switched.sessionSeconds).toBe(120);
  });

  it('zeroes the clock on reset without deleting or changing any recorded time', async () => {
    const me = await freelancer();
    await start(me);
    t.clock.advance(60_000);
    await pause(me);
    const before = await entries(me);
    const zeroed = await reset(me);
    expect(zeroed.sessionSeconds).toBe(0);
    expect(zeroed.sessionStartedAt).toBe(t.clock.now().toISOString());
    expect(await entries(me)).toEqual(before);
    // The next stretch counts from zero.
    await start(me);
    t.clock.advance(15_000);
    expect((await pause(me)).sessionSeconds).toBe(15);
    expect((await entries(me)).map((e) => e.seconds)).toEqual([15, 60]);
  });

  it('resetting while running keeps the entry running and counts the clock from the reset', async () => {
    const me = await freelancer();
    await start(me);
    t.clock.advance(100_000);
    const zeroed = await reset(me);
    expect(zeroed.running).not.toBeNull();
    t.clock.advance(30_000);
    expect((await pause(me)).sessionSeconds).toBe(30);
    expect((await entries(me))[0]?.seconds).toBe(130);
  });

  it('keeps counting while the laptop is closed, flags a clock past 12 hours, and records at most 24 hours', async () => {
    const me = await freelancer();
    await start(me);
    t.clock.advance(11 * HOUR);
    expect((await state(me)).running?.longRunning).toBe(false);
    t.clock.advance(2 * HOUR);
    expect((await state(me)).running?.longRunning).toBe(true);
    t.clock.advance(17 * HOUR);
    const paused = await pause(me);
    expect(paused.sessionSeconds).toBe(24 * 3600);
    expect((await entries(me))[0]?.seconds).toBe(24 * 3600);
  });

  it('never starts before the last recorded end, even when this server’s clock lags', async () => {
    const me = await freelancer();
    const added = await ok<TTimeEntry>(await addManual(me, stretch(1)), 201);
    t.clock.advance(-2 * HOUR);
    const started = await start(me);
    expect(started.running?.startedAt).toBe(added.endedAt);
    t.clock.advance(2 * HOUR + 60_000);
    await pause(me);
    expect((await entries(me)).map((e) => e.seconds)).toEqual([60, 3600]);
  });

  it('tells the person’s other screens through the event log', async () => {
    const me = await freelancer();
    t.delivered.length = 0;
    await start(me);
    await t.app.events.settle();
    expect(t.delivered.some((e) => e.type === 'time_tracker.changed' && e.audience.includes(me.id))).toBe(true);
  });
});

describe('contracts', () => {
  it('tracks time on the freelancer’s contract in progress, offered in the state with its client', async () => {
    const me = await freelancer();
    const { contract, client } = await createContract(t, { freelancer: me, status: 'em_andamento' });
    const read = await state(me);
    expect(read.contracts).toEqual([
      { id: contract.id, title: contract.title, clientName: `${client.user.first_name} ${client.user.last_name}` },
    ]);
    await start(me, contract.id);
    t.clock.advance(60_000);
    await pause(me);
    expect(await entries(me)).toMatchObject([{ contractId: contract.id, contractTitle: contract.title, seconds: 60 }]);
  });

  it('refuses someone else’s contract, the client’s side of one, and a contract not in progress', async () => {
    const me = await freelancer();
    const theirs = (await createContract(t, { status: 'em_andamento' })).contract;
    const waiting = (await createContract(t, { freelancer: me })).contract;
    const done = (await createContract(t, { freelancer: me, status: 'concluido' })).contract;
    const { contract: hired, client } = await createContract(t, { status: 'em_andamento' });
    const refusals = [
      await t.asUser(me).post('/api/time-tracker/start', { contractId: theirs.id }),
      await t.asUser(me).post('/api/time-tracker/start', { contractId: waiting.id }),
      await t.asUser(me).post('/api/time-tracker/start', { contractId: done.id }),
      await t.asUser(client).post('/api/time-tracker/start', { contractId: hired.id }),
      await addManual(me, stretch(3, 1, { contractId: theirs.id })),
      await addManual(me, stretch(3, 1, { contractId: done.id })),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        code: 'TIME_CONTRACT_NOT_ALLOWED',
        message: TIME_TRACKING_MESSAGES.contractNotActive,
      });
    }
    expect((await state(me)).contracts).toEqual([]);
    expect(await rowsOf(me)).toHaveLength(0);
  });

  it('freezes a contract’s entries once it is no longer in progress', async () => {
    const me = await freelancer();
    const { contract } = await createContract(t, { freelancer: me, status: 'em_andamento' });
    const entry = await ok<TTimeEntry>(await addManual(me, stretch(3, 1, { contractId: contract.id })), 201);
    // Concluded (however it got there): its hours are what the contract's statements read.
    expect(entry.editable).toBe(true);
    await t.database.db.update(contracts).set({ status: 'concluido' }).where(eq(contracts.id, contract.id));
    expect(await entries(me)).toMatchObject([{ id: entry.id, editable: false }]);
    expect((await t.asUser(me).patch(`/api/time-entries/${entry.id}`, stretch(3))).statusCode).toBe(403);
    expect((await t.asUser(me).delete(`/api/time-entries/${entry.id}`)).statusCode).toBe(403);
    expect(await rowsOf(me)).toHaveLength(1);
  });
});

describe('a contract that ends while its clock runs', () => {
  it('stops the clock at the instant the client concludes it, and tells the freelancer’s screens', async () => {
    const me = await freelancer();
    const { contract, client } = await createContract(t, { freelancer: me, status: 'em_andamento' });
    await start(me, contract.id);
    t.clock.advance(30 * 60_000);
    // Running, it belongs to the clock: nothing to correct or delete yet.
    expect(await entries(me)).toMatchObject([{ endedAt: null, editable: false }]);
    t.delivered.length = 0;
    const concluded = await moneyPost(t, client, `/api/contracts/${contract.id}/actions`, { action: 'conclude' });
    expect(concluded.statusCode).toBe(200);
    t.clock.advance(60 * 60_000);

    expect((await state(me)).running).toBeNull();
    expect(await entries(me)).toMatchObject([{ contractId: contract.id, seconds: 30 * 60 }]);
    await expect
      .poll(() => t.delivered.filter((e) => e.type === 'time_tracker.changed').map((e) => e.audience))
      .toEqual([[me.id]]);
  });

  it('bills an hourly contract the hours its running clock counted until the conclusion', async () => {
    toNextWednesdayNoon(t);
    const { contract, client, freelancer: me } = await createHourlyContract(t, { rateCents: 10_000 });
    await start(me, contract.id);
    t.clock.advance(2 * HOUR);
    const concluded = await moneyPost(t, client, `/api/contracts/${contract.id}/actions`, { action: 'conclude' });
    expect(concluded.statusCode).toBe(200);
    expect((await state(me)).running).toBeNull();
    const sheet = (await t.asUser(client).get(`/api/contracts/${contract.id}/timesheet`)).json();
    expect(sheet.statements).toMatchObject([{ status: 'approved', minutes: 120, amountCents: 20_000 }]);
  });

  it('stops it when the two sides end the contract by an agreement that splits the escrow', async () => {
    const me = await freelancer();
    const { contract, client } = await createContract(t, { freelancer: me, status: 'em_andamento' });
    await start(me, contract.id);
    t.clock.advance(10 * 60_000);
    const url = `/api/contracts/${contract.id}/agreements`;
    const proposed = (await t.asUser(client).post(url, { freelancerCents: 1_000 })).json();
    expect((await moneyPost(t, me, `${url}/${proposed.id}/accept`)).statusCode).toBe(200);
    expect((await t.asUser(client).get(`/api/contracts/${contract.id}`)).json().status).toBe('cancelado');
    expect((await state(me)).running).toBeNull();
    expect(await entries(me)).toMatchObject([{ contractId: contract.id, seconds: 10 * 60 }]);
  });

  it('leaves a clock on another target running', async () => {
    const me = await freelancer();
    const { contract, client } = await createContract(t, { freelancer: me, status: 'em_andamento' });
    await start(me, null);
    const concluded = await moneyPost(t, client, `/api/contracts/${contract.id}/actions`, { action: 'conclude' });
    expect(concluded.statusCode).toBe(200);
    expect((await state(me)).running).toMatchObject({ contractId: null });
  });
});

describe('manual entries', () => {
  it('adds one with its note, marked manual, listed but not ticked on the clock', async () => {
    const me = await freelancer();
    const body = stretch(5, 2, { note: '  Reunião de alinhamento  ' });
    const added = await ok<TTimeEntry>(await addManual(me, body), 201);
    expect(added).toMatchObject({
      manual: true,
      note: 'Reunião de alinhamento',
      seconds: 7200,
      startedAt: body.startedAt,
      endedAt: body.endedAt,
    });
    expect(await entries(me)).toEqual([added]);
    expect((await state(me)).sessionSeconds).toBe(0);
  });

  it('refuses an entry that runs backwards, ends in the future, passes 24 hours or has no note', async () => {
    const me = await freelancer();
    const now = t.clock.now().getTime();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...stretch(2), endedAt: new Date(now - 3 * HOUR).toISOString() }, TIME_TRACKING_MESSAGES.backwards],
      [{ ...stretch(2), endedAt: stretch(2).startedAt }, TIME_TRACKING_MESSAGES.backwards],
      [stretch(1, 2), TIME_TRACKING_MESSAGES.inFuture],
      [stretch(30, 25), TIME_TRACKING_MESSAGES.tooLong],
      [stretch(2, 1, { note: '   ' }), TIME_TRACKING_MESSAGES.noteRequired],
      [{ ...stretch(2), note: undefined }, TIME_TRACKING_MESSAGES.noteRequired],
      [{ ...stretch(2), startedAt: 'ontem' }, TIME_TRACKING_MESSAGES.invalidDate],
    ];
    for (const [body, message] of cases) {
      const res = await addManual(me, body);
      expect([res.statusCode, res.json()]).toEqual([400, { code: 'BAD_REQUEST', message }]);
    }
    expect(await rowsOf(me)).toHaveLength(0);
  });

  it('refuses an entry overlapping another of the same person, the running one included; touching is fine', async () => {
    const me = await freelancer();
    const other = await freelancer();
    await ok(await addManual(me, stretch(5, 2)), 201); // 5h ago to 3h ago
    for (const body of [stretch(6, 2), stretch(4, 0.5), stretch(4, 3.5), stretch(6, 4)]) {
      const res = await addManual(me, body);
      expect([res.statusCode, res.json()]).toEqual([
        409,
        { code: 'TIME_ENTRY_OVERLAP', message: TIME_TRACKING_MESSAGES.overlap },
      ]);
    }
    // Ending as the other starts, or starting as it ends, is no overlap; someone else's entries are not in the way.
    await ok(await addManual(me, stretch(6, 1)), 201);
    await ok(await addManual(me, stretch(3, 1)), 201);
    await ok(await addManual(other, stretch(5, 2)), 201);
    // The running entry may go on past now: nothing after its start may be added.
    await start(me);
    t.clock.advance(HOUR);
    expect((await addManual(me, stretch(0.5, 0.25))).statusCode).toBe(409);
    await pause(me);
    t.clock.advance(HOUR);
    await ok(await addManual(me, stretch(0.5, 0.25)), 201);
  });

  it('lets only one of two overlapping entries sent at once through', async () => {
    const me = await freelancer();
    const results = await Promise.all([addManual(me, stretch(4, 2)), addManual(me, stretch(3, 2))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await rowsOf(me)).toHaveLength(1);
  });

  it('corrects an entry (a clock one too): every field again, marked manual from then on', async () => {
    const me = await freelancer();
    t.clock.advance(HOUR);
    await start(me);
    t.clock.advance(60_000);
    await pause(me);
    const [clocked] = await entries(me);
    const corrected = await ok<TTimeEntry>(
      await t.asUser(me).patch(`/api/time-entries/${clocked?.id}`, stretch(3, 1, { note: 'Esqueci de pausar.' })),
    );
    expect(corrected).toMatchObject({ id: clocked?.id, manual: true, note: 'Esqueci de pausar.', seconds: 3600 });
    // Its own old place is no overlap; another entry's is.
    await ok(await addManual(me, stretch(6, 1)), 201);
    expect((await t.asUser(me).patch(`/api/time-entries/${clocked?.id}`, stretch(6.5, 1))).statusCode).toBe(409);
    expect((await t.asUser(me).patch(`/api/time-entries/${clocked?.id}`, stretch(3.5, 1))).statusCode).toBe(200);
  });

  it('leaves the running entry to the clock, and someone else’s entries alone', async () => {
    const me = await freelancer();
    const stranger = await freelancer();
    const mine = await ok<TTimeEntry>(await addManual(me, stretch(4)), 201);
    const running = (await start(me)).running;
    expect((await t.asUser(me).patch(`/api/time-entries/${running?.id}`, stretch(8))).json().code).toBe(
      'TIME_ENTRY_RUNNING',
    );
    expect((await t.asUser(me).delete(`/api/time-entries/${running?.id}`)).json().code).toBe('TIME_ENTRY_RUNNING');
    for (const res of [
      await t.asUser(stranger).patch(`/api/time-entries/${mine.id}`, stretch(8)),
      await t.asUser(stranger).delete(`/api/time-entries/${mine.id}`),
    ]) {
      expect([res.statusCode, res.json()]).toEqual([
        404,
        { code: 'NOT_FOUND', message: TIME_TRACKING_MESSAGES.entryNotFound },
      ]);
    }
    expect(await entries(stranger)).toEqual([]);
    expect(await rowsOf(me)).toHaveLength(2);
  });

  it('deletes an ended entry of one’s own', async () => {
    const me = await freelancer();
    const mine = await ok<TTimeEntry>(await addManual(me, stretch(4)), 201);
    const res = await t.asUser(me).delete(`/api/time-entries/${mine.id}`);
    expect([res.statusCode, res.json()]).toEqual([200, { message: TIME_TRACKING_MESSAGES.deleted }]);
    expect(await entries(me)).toEqual([]);
  });
});

describe('the list', () => {
  it('pages the entries newest first with their São Paulo day', async () => {
    const me = await freelancer();
    for (const hoursAgo of [30, 20, 10]) await ok(await addManual(me, stretch(hoursAgo)), 201);
    const first = await ok<TTimeEntriesPage>(await t.asUser(me).get('/api/time-entries?pageSize=2'));
    const second = await ok<TTimeEntriesPage>(await t.asUser(me).get('/api/time-entries?pageSize=2&page=2'));
    expect(first.hasMore).toBe(true);
    expect(second.hasMore).toBe(false);
    const all = [...first.items, ...second.items];
    expect(all.map((e) => e.startedAt)).toEqual([stretch(10).startedAt, stretch(20).startedAt, stretch(30).startedAt]);
    for (const e of all) {
      const local = new Date(Date.parse(e.startedAt) - 3 * HOUR).toISOString().slice(0, 10);
      expect(e.day).toBe(local);
    }
  });

  it('answers a guest 401', async () => {
    expect((await t.asUser(null).get('/api/time-tracker')).statusCode).toBe(401);
    expect((await t.asUser(null).get('/api/time-entries')).statusCode).toBe(401);
  });
});

describe('a week closed into a statement', () => {
  /** An hour on `contractId` from `hours` after the Monday 00:00 (São Paulo) of `weekStart`. */
  const inWeek = (weekStart: string, hours: number, contractId: string | null) => {
    const startedAt = new Date(weekBounds(weekStart).startsAt.getTime() + hours * HOUR);
    return {
      contractId,
      startedAt: startedAt.toISOString(),
      endedAt: new Date(startedAt.getTime() + HOUR).toISOString(),
      note: 'Ajustes no relatório.',
    };
  };
  const closed = { code: 'TIME_WEEK_CLOSED', message: TIME_TRACKING_MESSAGES.weekClosed };
  const refusal = (res: { statusCode: number; json(): unknown }) => [res.statusCode, res.json()];
  /** Last week's statement as the client sees it. */
  const statementOf = async (client: TestUser, contractId: string) =>
    (await t.asUser(client).get(`/api/contracts/${contractId}/timesheet`)).json().statements;

  it('takes no new hours on the contract in that week nor before it (they would never be billed)', async () => {
    toNextWednesdayNoon(t);
    const { contract, client, freelancer, statementId } = await withPendingStatement(t);
    const before = await statementOf(client, contract.id);
    expect(before).toMatchObject([{ id: statementId, minutes: 60, amountCents: 6_000, status: 'pending' }]);
    const thisWeek = weekStartOf(t.clock.now());
    const lastWeek = addDays(thisWeek, -7);
    for (const week of [lastWeek, addDays(lastWeek, -7)]) {
      expect(refusal(await addManual(freelancer, inWeek(week, 30, contract.id)))).toEqual([409, closed]);
    }
    // A stretch from last Sunday night into this Monday touches the closed week too.
    expect(refusal(await addManual(freelancer, inWeek(thisWeek, -0.5, contract.id)))).toEqual([409, closed]);
    // General time and this week's hours go on as before.
    await ok(await addManual(freelancer, inWeek(lastWeek, 30, null)), 201);
    await ok(await addManual(freelancer, inWeek(thisWeek, 2, contract.id)), 201);
    expect(await statementOf(client, contract.id)).toEqual(before);
  });

  it('neither corrects nor deletes hours billed by it, nor moves hours into it', async () => {
    toNextWednesdayNoon(t);
    const { contract, client, freelancer } = await withPendingStatement(t);
    const before = await statementOf(client, contract.id);
    const thisWeek = weekStartOf(t.clock.now());
    const billed = (await entries(freelancer)).find((e) => e.contractId === contract.id);
    if (!billed) throw new Error('no billed entry');
    // The list says so ahead: no correct or delete button on it.
    expect(billed.editable).toBe(false);
    const patch = (id: string, body: object) => t.asUser(freelancer).patch(`/api/time-entries/${id}`, body);
    expect(refusal(await patch(billed.id, inWeek(thisWeek, 2, contract.id)))).toEqual([409, closed]);
    expect(refusal(await patch(billed.id, inWeek(thisWeek, 2, null)))).toEqual([409, closed]);
    expect(refusal(await t.asUser(freelancer).delete(`/api/time-entries/${billed.id}`))).toEqual([409, closed]);
    const open = await ok<TTimeEntry>(await addManual(freelancer, inWeek(thisWeek, 4, contract.id)), 201);
    expect(open.editable).toBe(true);
    expect(refusal(await patch(open.id, inWeek(addDays(thisWeek, -7), 30, contract.id)))).toEqual([409, closed]);
    // Within this week the correction goes through.
    await ok<TTimeEntry>(await patch(open.id, inWeek(thisWeek, 6, contract.id)));
    expect((await entries(freelancer)).find((e) => e.id === billed.id)).toEqual(billed);
    expect(await statementOf(client, contract.id)).toEqual(before);
  });

  it('an entry racing the weekly close is either billed by it or refused, never left out', async () => {
    toNextWednesdayNoon(t);
    const lastWeek = addDays(weekStartOf(t.clock.now()), -7);
    for (let round = 0; round < 6; round++) {
      const { contract, client, freelancer } = await createHourlyContract(t, {
        rateCents: 6_000,
        weeklyLimitHours: 10,
      });
      // An hour already there, so the close makes a statement whichever comes first.
      await insertEntry(t, {
        userId: freelancer.id,
        contractId: contract.id,
        weekStart: lastWeek,
        fromHours: 9,
        minutes: 60,
      });
      const [added] = await Promise.all([
        addManual(freelancer, inWeek(lastWeek, 30, contract.id)),
        runTimesheetStatements(t.app.deps, t.clock.now()),
      ]);
      // A close that met the entry's lock waits for the next run.
      await runTimesheetStatements(t.app.deps, t.clock.now());
      const [statement] = await statementOf(client, contract.id);
      if (added.statusCode === 201) expect(statement).toMatchObject({ weekStart: lastWeek, minutes: 120 });
      else {
        expect(refusal(added)).toEqual([409, closed]);
        expect(statement).toMatchObject({ weekStart: lastWeek, minutes: 60 });
      }
    }
  });
});
