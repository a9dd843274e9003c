import { getHolidays } from '@brazilian-utils/brazilian-utils/get-holidays';
import { isBusinessDay } from '@brazilian-utils/brazilian-utils/is-business-day';

/**
 * Withdrawal rails and when the sandbox settles them.
 *
 * The rule: calendar days are America/Sao_Paulo days, read as a fixed UTC−3 (Brazil has had no daylight saving
 * since 2019), so the answer never depends on the machine's or the browser's time zone. A withdrawal starts when it
 * is requested, or at 00:00 of its scheduled day (03:00 UTC) when that is later. PIX settles at that start; bank and
 * card settle their minimum number of business days later, at the same time of day. A business day is Monday to
 * Friday except national holidays, Carnaval (Monday and Tuesday) and Corpus Christi: the days banks do not open
 * (Resolução CMN nº 4.880, art. 6). State and municipal holidays are not counted.
 */

export const WITHDRAWAL_METHODS = ['bank', 'card', 'pix'] as const;
export type TWithdrawalMethod = (typeof WITHDRAWAL_METHODS)[number];

/** SPEC: fees bank 2.5%, card 3.5%, PIX 1.5%; processing bank 1-3 business days, card 3-5, PIX instant. */
export const WITHDRAWAL_RAILS = {
  bank: { feeBasisPoints: 250, minBusinessDays: 1, maxBusinessDays: 3, processingLabel: '1-3 dias úteis' },
  card: { feeBasisPoints: 350, minBusinessDays: 3, maxBusinessDays: 5, processingLabel: '3-5 dias úteis' },
  pix: { feeBasisPoints: 150, minBusinessDays: 0, maxBusinessDays: 0, processingLabel: 'Instantâneo' },
} as const satisfies Record<
  TWithdrawalMethod,
  { feeBasisPoints: number; minBusinessDays: number; maxBusinessDays: number; processingLabel: string }
>;

const DAY_MS = 24 * 60 * 60 * 1000;
const SAO_PAULO_OFFSET_MS = 3 * 60 * 60 * 1000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A Sao Paulo calendar day as the UTC midnight of the same date, so plain UTC arithmetic walks days. */
function dayOf(instant: Date): number {
  const local = instant.getTime() - SAO_PAULO_OFFSET_MS;
  return local - (((local % DAY_MS) + DAY_MS) % DAY_MS);
}

function parseDay(isoDay: string): number {
  const match = ISO_DAY.exec(isoDay);
  const day = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (Number.isNaN(day) || new Date(day).toISOString().slice(0, 10) !== isoDay) {
    throw new RangeError(`Not a calendar day (YYYY-MM-DD): ${isoDay}`);
  }
  return day;
}

const carnavalMondays = new Map<number, number>();

/**
 * The library lists only Carnaval's Tuesday; banks close on the Monday too, so it is taken as the day before each
 * Carnaval entry the library returns (no holiday table of our own).
 */
function isCarnavalMonday(day: number): boolean {
  const year = new Date(day).getUTCFullYear();
  let monday = carnavalMondays.get(year);
  if (monday === undefined) {
    const tuesday = getHolidays(year).find((holiday) => holiday.name.startsWith('Carnaval'));
    // Holiday dates are local midnights: read them with local getters, as the library builds them.
    monday = tuesday
      ? Date.UTC(tuesday.date.getFullYear(), tuesday.date.getMonth(), tuesday.date.getDate() - 1)
      : Number.NaN;
    carnavalMondays.set(year, monday);
  }
  return monday === day;
}

function isSettlementDay(day: number): boolean {
  const date = new Date(day);
  // The library reads a Date's local calendar day; local noon of the same date is that day in any time zone.
  const localNoon = new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), 12);
  return isBusinessDay(localNoon, { includeOptional: true }) && !isCarnavalMonday(day);
}

/** Walks forward one calendar day at a time, counting only settlement days (as date-fns' addBusinessDays does). */
function addSettlementDays(day: number, amount: number): number {
  let current = day;
  for (let left = amount; left > 0; ) {
    current += DAY_MS;
    // The library knows holidays for 1900-2099 only; past that every day would read as closed.
    if (new Date(current).getUTCFullYear() > 2099) throw new RangeError('Business days are known until 2099.');
    if (isSettlementDay(current)) left--;
  }
  return current;
}

/** When the withdrawal starts: the request, or 00:00 in Sao Paulo of its scheduled day when that is later. */
function startOf(requestedAt: Date, scheduledDate?: string): number {
  const requested = requestedAt.getTime();
  if (scheduledDate === undefined) return requested;
  return Math.max(requested, parseDay(scheduledDate) + SAO_PAULO_OFFSET_MS);
}

/** The instant the sandbox settles a withdrawal (the settlement worker pays it out from then on). */
export function settlementDate(method: TWithdrawalMethod, requestedAt: Date, scheduledDate?: string): Date {
  const start = startOf(requestedAt, scheduledDate);
  const startDay = dayOf(new Date(start));
  const timeOfDay = start - SAO_PAULO_OFFSET_MS - startDay;
  const settleDay = addSettlementDays(startDay, WITHDRAWAL_RAILS[method].minBusinessDays);
  return new Date(settleDay + SAO_PAULO_OFFSET_MS + timeOfDay);
}

/** The last Sao Paulo day ('YYYY-MM-DD') the money can take to arrive, shown as 'previsão até 26/02'. */
export function latestSettlementDay(method: TWithdrawalMethod, requestedAt: Date, scheduledDate?: string): string {
  const startDay = dayOf(new Date(startOf(requestedAt, scheduledDate)));
  const lastDay = addSettlementDays(startDay, WITHDRAWAL_RAILS[method].maxBusinessDays);
  return new Date(lastDay).toISOString().slice(0, 10);
}

/**
 * `days` business days after `instant`, at the same time of day (Sao Paulo), as the wallet counts them: the
 * deadlines of a dispute ('3 dias úteis para responder').
 */
export function businessDaysAfter(instant: Date, days: number): Date {
  const startDay = dayOf(instant);
  const timeOfDay = instant.getTime() - SAO_PAULO_OFFSET_MS - startDay;
  return new Date(addSettlementDays(startDay, days) + SAO_PAULO_OFFSET_MS + timeOfDay);
}
