import {
  LONG_RUNNING_MS,
  MAX_ENTRY_MS,
  saoPauloDay,
  TIME_TRACKING_MESSAGES,
  type TManualEntryInput,
  type TTimeEntriesPage,
  type TTimeEntry,
  type TTrackerState,
} from '@labora/shared/time-tracking';
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { contracts } from '../../db/schema/contracts.js';
import { type TimeEntryRow, timeEntries, timeTrackerSessions } from '../../db/schema/time-tracking.js';
import { type UserRow, users } from '../../db/schema/users.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { recordEvent } from '../../lib/event-log.js';
import { hoursClosedUntil, hoursClosedUntilOf } from '../timesheets/service.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type Actor = Pick<UserRow, 'id'>;

/**
 * Every change of someone's entries runs under a lock on their users row, so the rules read (one running entry,
 * no overlap) still hold when it commits, whatever else the same person's tabs send at the same instant.
 */
async function lockPerson(tx: Executor, userId: string): Promise<void> {
  // NO KEY UPDATE: exclusive among the person's tracker changes, yet rows that merely reference the user (a weekly
  // close's notifications and ledger lines, under its contract lock) need not wait for it: no deadlock with the close.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** Time goes on a contract only for its freelancer while it is 'Em Andamento'; anyone else's gets the same answer. */
async function checkContract(tx: Executor, userId: string, contractId: string | null): Promise<void> {
  if (contractId === null) return;
  const [row] = await tx
    .select({ freelancerId: contracts.freelancerId, status: contracts.status })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  if (!row || row.freelancerId !== userId || row.status !== 'em_andamento')
    throw new AppError('TIME_CONTRACT_NOT_ALLOWED', TIME_TRACKING_MESSAGES.contractNotActive);
}

/**
 * Hours on a contract may not start before the end of its last closed week: that week's statement billed (or will
 * bill) what it saw, and hours added, moved or removed there would never be billed or unbill what was. The share
 * lock on the contract waits for a weekly close under way, and holds the next one until this change commits.
 */
async function checkWeekOpen(tx: Executor, contractId: string | null, startedAt: Date): Promise<void> {
  if (contractId === null) return;
  await tx.select({ id: contracts.id }).from(contracts).where(eq(contracts.id, contractId)).for('share');
  const closedUntil = await hoursClosedUntil(tx, contractId);
  if (closedUntil && startedAt.getTime() < closedUntil.getTime())
    throw new AppError('TIME_WEEK_CLOSED', TIME_TRACKING_MESSAGES.weekClosed);
}

async function runningEntryOf(tx: Executor, userId: string): Promise<TimeEntryRow | undefined> {
  const [row] = await tx
    .select()
    .from(timeEntries)
    .where(and(eq(timeEntries.userId, userId), isNull(timeEntries.endedAt)));
  return row;
}

/** Where a running entry ends when stopped at `at`: never past the longest entry allowed (a forgotten clock). */
const cappedEnd = (entry: Pick<TimeEntryRow, 'startedAt'>, at: Date) =>
  new Date(Math.min(at.getTime(), entry.startedAt.getTime() + MAX_ENTRY_MS));

/** Ends the running entry; one stopped the instant it started recorded nothing and goes. */
async function stopEntry(tx: Executor, entry: TimeEntryRow, at: Date): Promise<void> {
  const end = cappedEnd(entry, at);
  if (end.getTime() <= entry.startedAt.getTime()) {
    await tx.delete(timeEntries).where(eq(timeEntries.id, entry.id));
    return;
  }
  await tx.update(timeEntries).set({ endedAt: end, updatedAt: at }).where(eq(timeEntries.id, entry.id));
}

const changed = (tx: Executor, userId: string) =>
  recordEvent(tx, { type: 'time_tracker.changed', audience: [userId], data: {} });

/**
 * A contract left 'Em Andamento' (concluded, settled by a dispute or an agreement): a clock running on it stops at
 * that instant, inside the caller's transaction (which holds the contract's lock), before its hours are settled,
 * so what it counted is billed and nobody's clock runs on a contract that no longer takes hours.
 */
export async function stopClocksOnContract(tx: Executor, contractId: string, at: Date): Promise<void> {
  const running = await tx
    .select()
    .from(timeEntries)
    .where(and(eq(timeEntries.contractId, contractId), isNull(timeEntries.endedAt)));
  for (const entry of running) {
    await stopEntry(tx, entry, at);
    changed(tx, entry.userId);
  }
}

/** The tracker as the screen shows it: the running entry, the session's recorded seconds, the contracts to pick. */
export async function getTrackerState(deps: Deps, input: { actor: Actor }): Promise<TTrackerState> {
  const me = input.actor.id;
  const now = deps.clock.now();
  const [running] = await deps.db
    .select({ entry: timeEntries, contractTitle: contracts.title })
    .from(timeEntries)
    .leftJoin(contracts, eq(contracts.id, timeEntries.contractId))
    .where(and(eq(timeEntries.userId, me), isNull(timeEntries.endedAt)));
  const [session] = await deps.db.select().from(timeTrackerSessions).where(eq(timeTrackerSessions.userId, me));
  const from = session ? sql`${session.startedAt.toISOString()}::timestamptz` : sql`'-infinity'::timestamptz`;
  // The clock counts what the clock recorded (manual entries are listed, not ticked), from the last 'Zerar' on.
  const [recorded] = await deps.db
    .select({
      seconds: sql<number>`coalesce(sum(extract(epoch from (${timeEntries.endedAt} - greatest(${timeEntries.startedAt}, ${from})))), 0)::float8`,
    })
    .from(timeEntries)
    .where(and(eq(timeEntries.userId, me), eq(timeEntries.manual, false), sql`${timeEntries.endedAt} > ${from}`));
  const trackable = await deps.db
    .select({ id: contracts.id, title: contracts.title, firstName: users.firstName, lastName: users.lastName })
    .from(contracts)
    .innerJoin(users, eq(users.id, contracts.clientId))
    .where(and(eq(contracts.freelancerId, me), eq(contracts.status, 'em_andamento')))
    .orderBy(contracts.title, contracts.id);
  return {
    serverNow: now.toISOString(),
    running: running
      ? {
          id: running.entry.id,
          contractId: running.entry.contractId,
          contractTitle: running.contractTitle,
          startedAt: running.entry.startedAt.toISOString(),
          longRunning: now.getTime() - running.entry.startedAt.getTime() > LONG_RUNNING_MS,
        }
      : null,
    sessionStartedAt: session ? session.startedAt.toISOString() : null,
    sessionSeconds: Math.floor(Number(recorded?.seconds ?? 0)),
    contracts: trackable.map((c) => ({ id: c.id, title: c.title, clientName: `${c.firstName} ${c.lastName}` })),
  };
}

/**
 * 'Iniciar': a running entry on `contractId` (null: general time) from the server's now. Already running on the
 * same target: nothing changes, so two tabs starting at once make one entry. Running on another target: that one
 * ends at the same instant the new one starts.
 */
export async function startTracking(
  deps: Deps,
  input: { actor: Actor; contractId: string | null },
): Promise<TTrackerState> {
  const me = input.actor.id;
  await deps.db.transaction(async (tx) => {
    await lockPerson(tx, me);
    await checkContract(tx, me, input.contractId);
    const now = deps.clock.now();
    const running = await runningEntryOf(tx, me);
    if (running) {
      const stillCounting = now.getTime() - running.startedAt.getTime() < MAX_ENTRY_MS;
      if (running.contractId === input.contractId && stillCounting) return;
      await stopEntry(tx, running, now);
    }
    // Never before the person's last recorded end: a process whose clock lags another's must not overlap it.
    const [last] = await tx
      .select({ endedAt: sql<Date | null>`max(${timeEntries.endedAt})` })
      .from(timeEntries)
      .where(eq(timeEntries.userId, me));
    const lastEnd = last?.endedAt ? new Date(last.endedAt) : null;
    const startAt = lastEnd && lastEnd > now ? lastEnd : now;
    // The lock already serialises one person's starts; the partial unique index stays the last word.
    await tx
      .insert(timeEntries)
      .values({ userId: me, contractId: input.contractId, startedAt: startAt, createdAt: now, updatedAt: now })
      .onConflictDoNothing();
    changed(tx, me);
  });
  return getTrackerState(deps, input);
}

/** 'Pausar': the running entry ends at the server's now; nothing running: nothing changes. */
export async function pauseTracking(deps: Deps, input: { actor: Actor }): Promise<TTrackerState> {
  const me = input.actor.id;
  await deps.db.transaction(async (tx) => {
    await lockPerson(tx, me);
    const running = await runningEntryOf(tx, me);
    if (!running) return;
    await stopEntry(tx, running, deps.clock.now());
    changed(tx, me);
  });
  return getTrackerState(deps, input);
}

/**
 * 'Zerar': a new session of the clock starts now. No entry is deleted or changed (a running one keeps running and
 * the clock counts it from now): the recorded hours stay in the list and on the contracts.
 */
export async function resetTracking(deps: Deps, input: { actor: Actor }): Promise<TTrackerState> {
  const me = input.actor.id;
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await tx
      .insert(timeTrackerSessions)
      .values({ userId: me, startedAt: now })
      .onConflictDoUpdate({ target: timeTrackerSessions.userId, set: { startedAt: now } });
    changed(tx, me);
  });
  return getTrackerState(deps, input);
}

const entrySeconds = (row: Pick<TimeEntryRow, 'startedAt' | 'endedAt'>, now: Date) =>
  Math.max(0, Math.floor(((row.endedAt ?? cappedEnd(row, now)).getTime() - row.startedAt.getTime()) / 1000));

/** Where each contract of these entries stands: taking hours or not, and until when its weeks are closed. */
type ContractLocks = Map<string, { active: boolean; closedUntil: Date | null }>;

async function contractLocksOf(db: Executor, rows: { entry: TimeEntryRow; status: string | null }[]) {
  const ids = [...new Set(rows.flatMap(({ entry }) => (entry.contractId ? [entry.contractId] : [])))];
  const closedUntil = await hoursClosedUntilOf(db, ids);
  const locks: ContractLocks = new Map();
  for (const { entry, status } of rows) {
    if (entry.contractId === null) continue;
    locks.set(entry.contractId, {
      active: status === 'em_andamento',
      closedUntil: closedUntil.get(entry.contractId) ?? null,
    });
  }
  return locks;
}

/** The rules changeableEntry enforces, told ahead so the list offers only what will be accepted. */
function isEditable(row: TimeEntryRow, locks: ContractLocks): boolean {
  if (row.endedAt === null) return false;
  if (row.contractId === null) return true;
  const lock = locks.get(row.contractId);
  if (!lock?.active) return false;
  return lock.closedUntil === null || row.startedAt.getTime() >= lock.closedUntil.getTime();
}

function toEntry(row: TimeEntryRow, contractTitle: string | null, now: Date, locks: ContractLocks): TTimeEntry {
  return {
    id: row.id,
    contractId: row.contractId,
    contractTitle,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt ? row.endedAt.toISOString() : null,
    manual: row.manual,
    note: row.note,
    day: saoPauloDay(row.startedAt),
    seconds: entrySeconds(row, now),
    editable: isEditable(row, locks),
  };
}

/** The person's entries, newest first, a page at a time (the screen groups them by São Paulo day). */
export async function listTimeEntries(
  deps: Deps,
  input: { actor: Actor; page: number; pageSize: number },
): Promise<TTimeEntriesPage> {
  const rows = await deps.db
    .select({ entry: timeEntries, contractTitle: contracts.title, status: contracts.status })
    .from(timeEntries)
    .leftJoin(contracts, eq(contracts.id, timeEntries.contractId))
    .where(eq(timeEntries.userId, input.actor.id))
    .orderBy(desc(timeEntries.startedAt), desc(timeEntries.id))
    .limit(input.pageSize + 1)
    .offset((input.page - 1) * input.pageSize);
  const now = deps.clock.now();
  const page = rows.slice(0, input.pageSize);
  const locks = await contractLocksOf(deps.db, page);
  return {
    items: page.map((r) => toEntry(r.entry, r.contractTitle, now, locks)),
    hasMore: rows.length > input.pageSize,
  };
}

/**
 * A manual stretch must end by now and not overlap any other entry of the person (the running one counts as
 * running on forever: it may end at any moment after now).
 */
async function checkStretch(
  tx: Executor,
  userId: string,
  stretch: { start: Date; end: Date; now: Date; exceptId?: string },
): Promise<void> {
  if (stretch.end.getTime() > stretch.now.getTime()) throw new AppError('BAD_REQUEST', TIME_TRACKING_MESSAGES.inFuture);
  const [overlapping] = await tx
    .select({ id: timeEntries.id })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.userId, userId),
        stretch.exceptId ? ne(timeEntries.id, stretch.exceptId) : undefined,
        sql`${timeEntries.startedAt} < ${stretch.end.toISOString()}::timestamptz`,
        sql`coalesce(${timeEntries.endedAt}, 'infinity'::timestamptz) > ${stretch.start.toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  if (overlapping) throw new AppError('TIME_ENTRY_OVERLAP', TIME_TRACKING_MESSAGES.overlap);
}

async function entryWithTitle(db: Executor, id: string, now: Date): Promise<TTimeEntry> {
  const [row] = await db
    .select({ entry: timeEntries, contractTitle: contracts.title, status: contracts.status })
    .from(timeEntries)
    .leftJoin(contracts, eq(contracts.id, timeEntries.contractId))
    .where(eq(timeEntries.id, id));
  if (!row) throw new AppError('NOT_FOUND', TIME_TRACKING_MESSAGES.entryNotFound);
  return toEntry(row.entry, row.contractTitle, now, await contractLocksOf(db, [row]));
}

/** 'Adicionar registro manual': a stretch worked away from the clock, with a note saying what was done. */
export async function addManualEntry(
  deps: Deps,
  input: { actor: Actor; fields: TManualEntryInput },
): Promise<TTimeEntry> {
  const me = input.actor.id;
  const now = deps.clock.now();
  const id = await deps.db.transaction(async (tx) => {
    await lockPerson(tx, me);
    await checkContract(tx, me, input.fields.contractId);
    const start = new Date(input.fields.startedAt);
    const end = new Date(input.fields.endedAt);
    await checkWeekOpen(tx, input.fields.contractId, start);
    await checkStretch(tx, me, { start, end, now });
    const [row] = await tx
      .insert(timeEntries)
      .values({
        userId: me,
        contractId: input.fields.contractId,
        startedAt: start,
        endedAt: end,
        manual: true,
        note: input.fields.note,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: timeEntries.id });
    changed(tx, me);
    return row?.id ?? '';
  });
  return entryWithTitle(deps.db, id, now);
}

/**
 * One of the person's ended entries that may still change: not running, not on a contract that has ended, not in a
 * week its statement closed.
 */
async function changeableEntry(tx: Executor, userId: string, id: string): Promise<TimeEntryRow> {
  const [row] = await tx
    .select()
    .from(timeEntries)
    .where(and(eq(timeEntries.id, id), eq(timeEntries.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', TIME_TRACKING_MESSAGES.entryNotFound);
  if (row.endedAt === null) throw new AppError('TIME_ENTRY_RUNNING', TIME_TRACKING_MESSAGES.entryRunning);
  await checkContract(tx, userId, row.contractId);
  await checkWeekOpen(tx, row.contractId, row.startedAt);
  return row;
}

/** A correction of an ended entry (a clock one too): every field again, and it is marked manual from then on. */
export async function correctEntry(
  deps: Deps,
  input: { actor: Actor; id: string; fields: TManualEntryInput },
): Promise<TTimeEntry> {
  const me = input.actor.id;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await lockPerson(tx, me);
    await changeableEntry(tx, me, input.id);
    await checkContract(tx, me, input.fields.contractId);
    const start = new Date(input.fields.startedAt);
    const end = new Date(input.fields.endedAt);
    await checkWeekOpen(tx, input.fields.contractId, start);
    await checkStretch(tx, me, { start, end, now, exceptId: input.id });
    await tx
      .update(timeEntries)
      .set({
        contractId: input.fields.contractId,
        startedAt: start,
        endedAt: end,
        manual: true,
        note: input.fields.note,
        updatedAt: now,
      })
      .where(eq(timeEntries.id, input.id));
    changed(tx, me);
  });
  return entryWithTitle(deps.db, input.id, now);
}

/** Removes an ended entry of the person (the hours leave the list and the contract). */
export async function deleteEntry(deps: Deps, input: { actor: Actor; id: string }): Promise<void> {
  const me = input.actor.id;
  await deps.db.transaction(async (tx) => {
    await lockPerson(tx, me);
    await changeableEntry(tx, me, input.id);
    await tx.delete(timeEntries).where(eq(timeEntries.id, input.id));
    changed(tx, me);
  });
}
