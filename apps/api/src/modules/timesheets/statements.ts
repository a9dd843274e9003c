import {
  addDays,
  billWeek,
  TIMESHEET_LIMITS,
  TIMESHEET_MESSAGES,
  weekBounds,
  weekStartOf,
} from '@labora/shared/timesheets';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { type ContractRow, contracts } from '../../db/schema/contracts.js';
import { type StatementRow, timesheetStatements } from '../../db/schema/timesheets.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { recordEvent } from '../../lib/event-log.js';
import { notificationTexts, notify } from '../notifications/service.js';
import { escrowBalance, refundEscrowIn, releaseEscrowIn } from '../wallet/service.js';
import { stretchesOf, weekMinutes, weeksTouched } from './hours.js';

// Weekly statements of hourly contracts: closing a week, approving it (the week's one release from the escrow),
// and what a contract's end does to them. Every function here runs under the contract's row lock, which every
// movement of its escrow takes first: two approvals, an approval and the clock, an approval and a dispute queue.

const DAY_MS = 24 * 60 * 60 * 1000;
type Source = NonNullable<StatementRow['approvedBy']>;

export const isHourly = (contract: ContractRow) =>
  contract.hourlyRateCents !== null && contract.weeklyLimitHours !== null;

/** '03/03' of a week's Monday, as notifications name the week. */
export const weekLabel = (weekStart: string) => `${weekStart.slice(8, 10)}/${weekStart.slice(5, 7)}`;

export const autoApproveAt = (closedAt: Date) => new Date(closedAt.getTime() + TIMESHEET_LIMITS.approvalDays * DAY_MS);

/** Held for statements awaiting approval: the escrow's part the coming hours may not bill. */
export async function reservedCents(tx: Executor, contractId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string | number>`coalesce(sum(${timesheetStatements.amountCents}), 0)` })
    .from(timesheetStatements)
    .where(and(eq(timesheetStatements.contractId, contractId), eq(timesheetStatements.status, 'pending')));
  return Number(row?.total ?? 0);
}

/** Monday of the contract's latest closed week, or null before its first close. */
async function lastClosedWeek(tx: Executor, contractId: string): Promise<string | null> {
  const [last] = await tx
    .select({ weekStart: sql<string | null>`max(${timesheetStatements.weekStart})::text` })
    .from(timesheetStatements)
    .where(eq(timesheetStatements.contractId, contractId));
  return last?.weekStart ?? null;
}

/**
 * The instant the contract's closed weeks end (Monday 00:00 São Paulo after its latest statement), or null. Hours
 * before it are frozen: billed by a statement, or never to be, as closing only moves forward. Taking the contract's
 * row lock first (any mode) orders this read against closeWeeksIn.
 */
/** hoursClosedUntil for several contracts in one statement (a page of the tracker's entries); absent: none closed. */
export async function hoursClosedUntilOf(tx: Executor, contractIds: readonly string[]): Promise<Map<string, Date>> {
  if (contractIds.length === 0) return new Map();
  const rows = await tx
    .select({
      contractId: timesheetStatements.contractId,
      weekStart: sql<string>`max(${timesheetStatements.weekStart})::text`,
    })
    .from(timesheetStatements)
    .where(inArray(timesheetStatements.contractId, [...contractIds]))
    .groupBy(timesheetStatements.contractId);
  return new Map(rows.map((row) => [row.contractId, weekBounds(row.weekStart).endsAt]));
}

export async function hoursClosedUntil(tx: Executor, contractId: string): Promise<Date | null> {
  const week = await lastClosedWeek(tx, contractId);
  return week === null ? null : weekBounds(week).endsAt;
}

/**
 * Closes the contract's weeks that ended (and the week under way too with `throughNow`: the contract's end) and
 * are not closed yet, oldest first, each into a statement: its minutes within the limit × the rate, capped by what
 * the escrow holds beyond the statements awaiting approval (shared/timesheets.ts billWeek). Weeks after the last
 * closed one only: hours added later to a closed week are not billed. The caller holds the contract's lock.
 * Answers the statements made.
 */
export async function closeWeeksIn(
  tx: Executor,
  contract: ContractRow,
  now: Date,
  options: { throughNow?: boolean } = {},
): Promise<StatementRow[]> {
  if (!isHourly(contract)) return [];
  const rate = contract.hourlyRateCents as number;
  const limit = contract.weeklyLimitHours as number;
  const closedThrough = await lastClosedWeek(tx, contract.id);
  const currentWeek = weekStartOf(now);
  const lastToClose = options.throughNow ? currentWeek : addDays(currentWeek, -7);
  const stretches = await stretchesOf(tx, contract.id, now);
  const weeks = weeksTouched(stretches).filter((w) => (!closedThrough || w > closedThrough) && w <= lastToClose);
  if (!weeks.length) return [];
  let available = (await escrowBalance(tx, contract.id)) - (await reservedCents(tx, contract.id));
  const made: StatementRow[] = [];
  for (const weekStart of weeks) {
    const bill = billWeek({
      minutes: weekMinutes(stretches, weekStart),
      weeklyLimitHours: limit,
      rateCents: rate,
      availableCents: available,
    });
    // A week of seconds only (under a minute) bills nothing: closed as settled, so it is not looked at again.
    const nothing = bill.amountCents === 0;
    const [row] = await tx
      .insert(timesheetStatements)
      .values({
        contractId: contract.id,
        weekStart,
        ...bill,
        rateCents: rate,
        status: nothing ? 'approved' : 'pending',
        approvedAt: nothing ? now : null,
        approvedBy: nothing ? 'automatic' : null,
        closedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) continue;
    available -= row.amountCents;
    made.push(row);
    recordEvent(tx, {
      type: 'timesheet.closed',
      audience: [contract.clientId, contract.freelancerId],
      actorId: null,
      data: { contractId: contract.id, statementId: row.id, amountCents: row.amountCents },
    });
    if (!nothing) {
      const base = { title: contract.title, contractId: contract.id, weekLabel: weekLabel(weekStart) };
      await notify(
        tx,
        now,
        [contract.clientId, contract.freelancerId].map((userId) =>
          notificationTexts.timesheetStatement({ ...base, userId, step: 'closed', amountCents: row.amountCents }),
        ),
      );
    }
  }
  return made;
}

/**
 * Approves a pending statement of a contract its caller locked: its amount leaves the escrow to the freelancer
 * (less Labora's fee, as any release: wallet/escrow.ts releaseEscrowIn), once; the statement records it. The
 * status check and the update happen under the contract's lock, so a week is released exactly once.
 */
export async function approveLocked(
  tx: Executor,
  input: { contract: ContractRow; statementId: string; by: Source; actorId: string | null; now: Date },
): Promise<StatementRow> {
  const { contract, now } = input;
  const [statement] = await tx
    .select()
    .from(timesheetStatements)
    .where(and(eq(timesheetStatements.id, input.statementId), eq(timesheetStatements.contractId, contract.id)))
    .for('update');
  if (!statement) throw new AppError('NOT_FOUND', TIMESHEET_MESSAGES.statementNotFound);
  if (statement.status !== 'pending') throw new AppError('STATEMENT_STATE', TIMESHEET_MESSAGES.notPending);
  const held = await escrowBalance(tx, contract.id);
  // The amount was within the escrow when the week closed, and only releases (each under this lock) take from it.
  const amount = Math.min(statement.amountCents, held);
  const released = amount > 0 ? await releaseEscrowIn(tx, { contract, amountCents: amount, now }) : { feeCents: 0 };
  const [approved] = await tx
    .update(timesheetStatements)
    .set({
      status: 'approved',
      approvedAt: now,
      approvedBy: input.by,
      releasedCents: amount,
      feeCents: released.feeCents,
    })
    .where(and(eq(timesheetStatements.id, statement.id), eq(timesheetStatements.status, 'pending')))
    .returning();
  if (!approved) throw new AppError('STATEMENT_STATE', TIMESHEET_MESSAGES.notPending);
  recordEvent(tx, {
    type: 'timesheet.approved',
    audience: [contract.clientId, contract.freelancerId],
    actorId: input.actorId,
    data: { contractId: contract.id, statementId: statement.id, releasedCents: amount, by: input.by },
  });
  if (input.by === 'automatic') {
    await notify(tx, now, [
      notificationTexts.timesheetStatement({
        userId: contract.clientId,
        step: 'autoApproved',
        title: contract.title,
        contractId: contract.id,
        weekLabel: weekLabel(statement.weekStart),
        amountCents: amount,
      }),
    ]);
  }
  return approved;
}

/**
 * An hourly contract concluded by its client (or by a delivery left unanswered): the weeks not closed yet close,
 * the week under way with them, every statement awaiting approval is approved (concluding accepts the hours), and
 * what the escrow still holds goes back to the client. The caller holds the lock and moves the contract itself.
 * Answers what reached the freelancer (gross) and the fees.
 */
export async function settleHoursOnConclusionIn(
  tx: Executor,
  contract: ContractRow,
  now: Date,
): Promise<{ releasedCents: number; feeCents: number; refundedCents: number }> {
  await closeWeeksIn(tx, contract, now, { throughNow: true });
  const pending = await tx
    .select({ id: timesheetStatements.id })
    .from(timesheetStatements)
    .where(and(eq(timesheetStatements.contractId, contract.id), eq(timesheetStatements.status, 'pending')))
    .orderBy(asc(timesheetStatements.weekStart));
  let releasedCents = 0;
  let feeCents = 0;
  for (const { id } of pending) {
    const approved = await approveLocked(tx, { contract, statementId: id, by: 'conclusion', actorId: null, now });
    releasedCents += approved.releasedCents;
    feeCents += approved.feeCents;
  }
  const refundedCents = await refundEscrowIn(tx, { contract, now });
  return { releasedCents, feeCents, refundedCents };
}

/** A dispute's decision or an agreement split the whole escrow: the statements still pending end with it. */
export async function voidOpenStatementsIn(tx: Executor, contractId: string): Promise<void> {
  await tx
    .update(timesheetStatements)
    .set({ status: 'void' })
    .where(and(eq(timesheetStatements.contractId, contractId), eq(timesheetStatements.status, 'pending')));
}

/** Locks a contract by id; null when another transaction holds it (`skipLocked`) or it is gone. */
async function lockById(tx: Executor, id: string, skipLocked: boolean): Promise<ContractRow | null> {
  const [row] = await tx
    .select()
    .from(contracts)
    .where(eq(contracts.id, id))
    .for('update', skipLocked ? { skipLocked: true } : undefined);
  return row ?? null;
}

const BATCH = 50;

/**
 * The 'timesheets.statements' job: the hourly contracts in progress with hours after their last closed week and
 * before this week close their weeks; then every statement pending for TIMESHEET_LIMITS.approvalDays approves
 * itself, unless a dispute froze the escrow. Each contract in its own transaction under its row lock, SKIP LOCKED
 * (a contract another process or a request holds waits for the next run), everything checked again there.
 */
export async function runTimesheetStatements(deps: Pick<AppDeps, 'db'>, now: Date) {
  const weekStart = weekStartOf(now);
  const due = await deps.db
    .select({ id: contracts.id })
    .from(contracts)
    .where(
      and(
        eq(contracts.status, 'em_andamento'),
        sql`${contracts.hourlyRateCents} is not null`,
        sql`exists (
          select 1 from time_entries e
          where e.contract_id = ${contracts.id}
            and e.started_at < (${weekStart}::date::timestamp at time zone 'UTC' + interval '3 hours')
            and coalesce(e.ended_at, 'infinity'::timestamptz) > coalesce(
              (select (max(s.week_start) + 7)::timestamp at time zone 'UTC' + interval '3 hours'
                 from timesheet_statements s where s.contract_id = ${contracts.id}),
              '-infinity'::timestamptz))`,
      ),
    )
    .limit(BATCH);
  let closed = 0;
  for (const { id } of due) {
    closed += await deps.db.transaction(async (tx) => {
      const contract = await lockById(tx, id, true);
      if (contract?.status !== 'em_andamento') return 0;
      return (await closeWeeksIn(tx, contract, now)).length;
    });
  }
  const overdue = await deps.db
    .select({ id: timesheetStatements.id, contractId: timesheetStatements.contractId })
    .from(timesheetStatements)
    .innerJoin(contracts, eq(contracts.id, timesheetStatements.contractId))
    .where(
      and(
        eq(timesheetStatements.status, 'pending'),
        lte(timesheetStatements.closedAt, new Date(now.getTime() - TIMESHEET_LIMITS.approvalDays * DAY_MS)),
        eq(contracts.status, 'em_andamento'),
        sql`${contracts.disputeId} is null`,
      ),
    )
    .orderBy(asc(timesheetStatements.closedAt))
    .limit(BATCH);
  let approved = 0;
  for (const { id, contractId } of overdue) {
    approved += await deps.db.transaction(async (tx) => {
      const contract = await lockById(tx, contractId, true);
      if (contract?.status !== 'em_andamento' || contract.disputeId) return 0;
      const [statement] = await tx
        .select({ status: timesheetStatements.status })
        .from(timesheetStatements)
        .where(eq(timesheetStatements.id, id));
      if (statement?.status !== 'pending') return 0;
      await approveLocked(tx, { contract, statementId: id, by: 'automatic', actorId: null, now });
      return 1;
    });
  }
  return { closed, approved };
}

/** The statements of some contracts, newest week first. */
export async function statementsOf(tx: Executor, contractIds: string[]): Promise<StatementRow[]> {
  if (!contractIds.length) return [];
  return tx
    .select()
    .from(timesheetStatements)
    .where(inArray(timesheetStatements.contractId, contractIds))
    .orderBy(sql`${timesheetStatements.weekStart} desc`);
}
