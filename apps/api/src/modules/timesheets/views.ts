import {
  addDays,
  billWeek,
  type TStatement,
  type TTimesheet,
  weekStartOf,
  weeksCostCents,
} from '@labora/shared/timesheets';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import type { StatementRow } from '../../db/schema/timesheets.js';
import type { UserRow } from '../../db/schema/users.js';
import { ledgerTransfers } from '../../db/schema/wallet.js';
import type { AppDeps } from '../../deps.js';
import { escrowBalance } from '../wallet/service.js';
import { hourlyContractOf } from './access.js';
import { dayTotals, stretchesOf, weekMinutes, weeksTouched, wholeMinutes } from './hours.js';
import { autoApproveAt, reservedCents, statementsOf } from './statements.js';

/** Entries listed on the page: the latest ones (the days and weeks count them all). */
const ENTRIES_SHOWN = 200;

export function toStatement(row: StatementRow): TStatement {
  return {
    id: row.id,
    weekStart: row.weekStart,
    weekEnd: addDays(row.weekStart, 6),
    minutes: row.minutes,
    billableMinutes: row.billableMinutes,
    overLimitMinutes: row.overLimitMinutes,
    rateCents: row.rateCents,
    dueCents: row.dueCents,
    amountCents: row.amountCents,
    unfundedCents: row.unfundedCents,
    status: row.status,
    closedAt: row.closedAt.toISOString(),
    autoApproveAt: row.status === 'pending' ? autoApproveAt(row.closedAt).toISOString() : null,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    approvedBy: row.approvedBy,
    feeCents: row.feeCents,
    question: row.question,
    questionedAt: row.questionedAt?.toISOString() ?? null,
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

/** 'Horas registradas' of an hourly contract and its statements, to its two sides. */
export async function getTimesheet(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { actor: UserRow; id: string },
): Promise<TTimesheet> {
  const now = deps.clock.now();
  const { contract, side } = await hourlyContractOf(deps.db, { ...input, lock: false });
  const rate = contract.hourlyRateCents as number;
  const limit = contract.weeklyLimitHours as number;
  const [stretches, statements, escrowCents, reserved, [money]] = await Promise.all([
    stretchesOf(deps.db, contract.id, now),
    statementsOf(deps.db, [contract.id]),
    escrowBalance(deps.db, contract.id),
    reservedCents(deps.db, contract.id),
    queryRows<{ funded: string | number; released: string | number }>(
      deps.db,
      sql`select coalesce(sum(amount_cents) filter (where kind = 'payment'), 0) as funded,
                 coalesce(sum(amount_cents) filter (where kind in ('release', 'fee')), 0) as released
          from ${ledgerTransfers} where contract_id = ${contract.id}`,
    ),
  ]);
  const currentWeek = weekStartOf(now);
  const current = billWeek({
    minutes: weekMinutes(stretches, currentWeek),
    weeklyLimitHours: limit,
    rateCents: rate,
    availableCents: Number.MAX_SAFE_INTEGER,
  });
  const weeks = weeksTouched(stretches)
    .reverse()
    .map((weekStart) => {
      const minutes = weekMinutes(stretches, weekStart);
      return { weekStart, minutes, overLimitMinutes: Math.max(0, minutes - limit * 60) };
    })
    .filter((w) => w.minutes > 0);
  return {
    contractId: contract.id,
    rateCents: rate,
    weeklyLimitHours: limit,
    weekCostCents: weeksCostCents(1, limit, rate),
    fundedCents: Number(money?.funded ?? 0),
    releasedCents: Number(money?.released ?? 0),
    escrowCents,
    reservedCents: reserved,
    availableCents: Math.max(0, escrowCents - reserved),
    currentWeek: {
      weekStart: currentWeek,
      minutes: current.minutes,
      billableMinutes: current.billableMinutes,
      overLimitMinutes: current.overLimitMinutes,
      dueCents: current.dueCents,
    },
    days: dayTotals(stretches),
    weeks,
    entries: stretches
      .slice(-ENTRIES_SHOWN)
      .reverse()
      .map((s) => ({
        id: s.id,
        startedAt: new Date(s.startsAt).toISOString(),
        endedAt: s.running ? null : new Date(s.endsAt).toISOString(),
        minutes: wholeMinutes(s.endsAt - s.startsAt),
        manual: s.manual,
        note: s.note,
      })),
    statements: statements.map(toStatement),
    myRole: side,
  };
}
