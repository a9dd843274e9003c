import type { TContract } from '@labora/shared/contracts';
import { brazilDate } from '@labora/shared/jobs';
import { addDays, weekBounds, weekStartOf } from '@labora/shared/timesheets';
import { timeEntries } from '../db/schema/time-tracking.js';
import { runTimesheetStatements } from '../modules/timesheets/service.js';
import { createJob, createProposal, createUser, fundContract, moneyPost, type TestUser } from './factories.js';
import type { TestApp } from './helpers.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * An hourly contract the way Labora makes one: an hourly job, the freelancer's rate as the proposal's amount,
 * accepted with a weekly limit; paid (one week, by card) and started unless `started: false`.
 */
export async function createHourlyContract(
  t: TestApp,
  options: {
    rateCents: number;
    weeklyLimitHours?: number;
    started?: boolean;
    client?: TestUser;
    freelancer?: TestUser;
  },
) {
  const client = options.client ?? (await createUser(t));
  const freelancer = options.freelancer ?? (await createUser(t, { isFreelancer: true }));
  const job = await createJob(t, client, {
    projectType: 'hourly',
    budgetCents: null,
    hourlyRateCents: options.rateCents,
    // The test clock runs ahead of the real one: the deadline is after its now.
    deliveryDeadline: brazilDate(new Date(t.clock.now().getTime() + 90 * DAY)),
  });
  const proposal = await createProposal(t, freelancer, job, { amountCents: options.rateCents });
  const body = options.weeklyLimitHours === undefined ? undefined : { weeklyLimitHours: options.weeklyLimitHours };
  const accepted = await t.asUser(client).post(`/api/proposals/${proposal.id}/accept`, body);
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  const id = accepted.json().contractId as string;
  if (options.started !== false) {
    await fundContract(t, client, id);
    const started = await moneyPost(t, freelancer, `/api/contracts/${id}/actions`, { action: 'start' });
    if (started.statusCode !== 200) throw new Error(`start failed: ${started.body}`);
  }
  const contract = (await t.asUser(client).get(`/api/contracts/${id}`)).json() as TContract;
  return { contract, client, freelancer };
}

/** Moves the test clock forward to the next Wednesday, 12:00 in São Paulo (weeks then have room on both sides). */
export function toNextWednesdayNoon(t: TestApp): void {
  const now = t.clock.now();
  const wednesday = weekBounds(addDays(weekStartOf(now), 9)).startsAt.getTime() + 12 * HOUR;
  t.clock.advance(wednesday - now.getTime());
}

/** A stretch of tracked time on a contract, written as the tracker would (from a week's Monday 00:00, São Paulo). */
export async function insertEntry(
  t: TestApp,
  input: {
    userId: string;
    contractId: string;
    weekStart: string;
    fromHours: number;
    minutes: number;
    manual?: boolean;
  },
) {
  const startedAt = new Date(weekBounds(input.weekStart).startsAt.getTime() + input.fromHours * HOUR);
  const endedAt = new Date(startedAt.getTime() + input.minutes * 60_000);
  await t.database.db.insert(timeEntries).values({
    userId: input.userId,
    contractId: input.contractId,
    startedAt,
    endedAt,
    manual: input.manual ?? false,
    note: input.manual ? 'Reunião de alinhamento' : '',
  });
}

/**
 * A started hourly contract (R$ 60/h, 10 h a week) with an hour tracked last week, closed into a pending statement
 * of R$ 60 (the close runs as the scheduler's job does). Answers the contract's sides and the statement's id.
 */
export async function withPendingStatement(t: TestApp, sides: { client?: TestUser; freelancer?: TestUser } = {}) {
  const hired = await createHourlyContract(t, { rateCents: 6_000, weeklyLimitHours: 10, ...sides });
  const lastWeek = addDays(weekStartOf(t.clock.now()), -7);
  const { contract, client, freelancer } = hired;
  await insertEntry(t, {
    userId: freelancer.id,
    contractId: contract.id,
    weekStart: lastWeek,
    fromHours: 9,
    minutes: 60,
  });
  await runTimesheetStatements(t.app.deps, t.clock.now());
  const sheet = (await t.asUser(client).get(`/api/contracts/${contract.id}/timesheet`)).json();
  const statementId = sheet.statements[0]?.id as string | undefined;
  if (!statementId) throw new Error(`no statement: ${JSON.stringify(sheet)}`);
  return { ...hired, statementId };
}
