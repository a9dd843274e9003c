import { DASHBOARD_TIME_ZONE, type TDashboardEarnings, type TEarningsFigures } from '@labora/shared/dashboard';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { dayKey, type LocalDay, monthKey, shiftMonth, weekOfDay, weeksOfMonth } from './calendar.js';

/** One bucket of the person's wallet movements: a day of the current month, or a whole earlier (or later) month. */
interface Bucket {
  /** 'YYYY-MM-DD' (a day of the current month) or 'YYYY-MM' (a month). */
  bucket: string;
  received: string | number;
  paid: string | number;
}

/**
 * The person's wallet movements that count as earnings or spending, summed by São Paulo day for the current month
 * and by São Paulo month otherwise, in one pass over their wallet's entries:
 * received = 'release' entries (escrow to their wallet, already net of Labora's fee, which is its own transfer);
 * paid = 'payment' entries (their wallet into an escrow) less 'refund' entries (an escrow back to their wallet).
 */
async function buckets(db: Executor, userId: string, now: Date): Promise<Bucket[]> {
  return queryRows<Bucket>(
    db,
    sql`with mine as (
          select e.created_at at time zone ${DASHBOARD_TIME_ZONE} as local_at, t.kind, e.amount_cents
          from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
          where e.account_id = ${userId} and t.kind in ('release', 'payment', 'refund')
        )
        select case when date_trunc('month', local_at) = date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${DASHBOARD_TIME_ZONE})
                    then to_char(local_at, 'YYYY-MM-DD') else to_char(local_at, 'YYYY-MM') end as bucket,
               coalesce(sum(amount_cents) filter (where kind = 'release'), 0) as received,
               coalesce(-sum(amount_cents) filter (where kind in ('payment', 'refund')), 0) as paid
        from mine group by 1`,
  );
}

export interface EarningsResult {
  earnings: TDashboardEarnings;
  /** Received, by the current month's calendar rows ('Semana 1'..). */
  weekly: { week: number; from: string; to: string; cents: number }[];
  /** Received, Jan..Dez of the current year. */
  monthly: { month: number; cents: number }[];
}

export async function earningsOf(db: Executor, userId: string, now: Date, today: LocalDay): Promise<EarningsResult> {
  const rows = await buckets(db, userId, now);
  const received = new Map<string, number>();
  const paid = new Map<string, number>();
  const weekly = weeksOfMonth(today.year, today.month).map((w) => ({
    week: w.week,
    from: dayKey(today.year, today.month, w.fromDay),
    to: dayKey(today.year, today.month, w.toDay),
    cents: 0,
  }));
  for (const row of rows) {
    const month = row.bucket.slice(0, 7);
    const r = Number(row.received);
    received.set(month, (received.get(month) ?? 0) + r);
    paid.set(month, (paid.get(month) ?? 0) + Number(row.paid));
    if (row.bucket.length === 10) {
      const week = weekly[weekOfDay(today.year, today.month, Number(row.bucket.slice(8))) - 1];
      if (week) week.cents += r;
    }
  }
  const monthly = Array.from({ length: 12 }, (_, i) => ({
    month: i + 1,
    cents: received.get(monthKey(today.year, i + 1)) ?? 0,
  }));
  return {
    earnings: { received: figures(received, today), paid: figures(paid, today) },
    weekly,
    monthly,
  };
}

/** This month, last month, this year, everything, and the last 12 months, from sums by 'YYYY-MM'. */
function figures(byMonth: Map<string, number>, today: LocalDay): TEarningsFigures {
  const at = (year: number, month: number) => byMonth.get(monthKey(year, month)) ?? 0;
  const last = shiftMonth(today.year, today.month, -1);
  let thisYearCents = 0;
  let totalCents = 0;
  for (const [month, cents] of byMonth) {
    totalCents += cents;
    if (month.startsWith(`${today.year}-`)) thisYearCents += cents;
  }
  return {
    thisMonthCents: at(today.year, today.month),
    lastMonthCents: at(last.year, last.month),
    thisYearCents,
    totalCents,
    monthly: Array.from({ length: 12 }, (_, i) => {
      const m = shiftMonth(today.year, today.month, i - 11);
      return { month: monthKey(m.year, m.month), cents: at(m.year, m.month) };
    }),
  };
}
