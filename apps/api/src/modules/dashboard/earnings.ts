import type { TDashboardEarnings, TEarningsFigures } from '@labora/shared/dashboard';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { dayKey, type LocalDay, monthKey, shiftMonth, weekOfDay, weeksOfMonth } from './calendar.js';

/** One bucket of the person's wallet flows: a day of the current month, or a whole month before it. */
interface Bucket {
  /** 'YYYY-MM-DD' (a day of the current month) or 'YYYY-MM' (a month). */
  bucket: string;
  received: string | number;
  paid: string | number;
}

/**
 * The person's wallet flows (db/schema/wallet-flows.ts: the ledger's releases, payments and refunds summed by São
 * Paulo day and month by a trigger): every month but the current one, and the current month's days. A few dozen
 * rows whatever the number of entries.
 */
async function buckets(db: Executor, userId: string, today: LocalDay): Promise<Bucket[]> {
  const monthStart = dayKey(today.year, today.month, 1);
  return queryRows<Bucket>(
    db,
    sql`select to_char(month, 'YYYY-MM') as bucket, received_cents as received, paid_cents as paid
        from wallet_flow_months where user_id = ${userId} and month <> ${monthStart}::date
        union all
        select to_char(day, 'YYYY-MM-DD'), received_cents, paid_cents
        from wallet_flow_days where user_id = ${userId} and day >= ${monthStart}::date`,
  );
}

export interface EarningsResult {
  earnings: TDashboardEarnings;
  /** Received, by the current month's calendar rows ('Semana 1'..). */
  weekly: { week: number; from: string; to: string; cents: number }[];
  /** Received, Jan..Dez of the current year. */
  monthly: { month: number; cents: number }[];
}

export async function earningsOf(db: Executor, userId: string, today: LocalDay): Promise<EarningsResult> {
  const rows = await buckets(db, userId, today);
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
