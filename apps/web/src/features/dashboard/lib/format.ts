import { brazilDate } from '@labora/shared/jobs';

const DAY_MS = 24 * 60 * 60 * 1000;
const counts = new Intl.NumberFormat('pt-BR');
const ratings = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const shortDate = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'short', year: 'numeric' });
// Calendar dates ('YYYY-MM-DD') are read at UTC midnight and written in UTC, so no time zone moves the day.
const calendarDate = new Intl.DateTimeFormat('pt-BR', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

export function formatCount(n: number): string {
  return counts.format(n);
}

/** 4.8 → '4,8'. */
export function formatRating(rating: number): string {
  return ratings.format(rating);
}

export function plural(n: number, one: string, many: string): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

/** A moment (ISO 8601) as '21 de nov. de 2026' in the browser's time zone. */
export function formatDate(iso: string): string {
  return shortDate.format(new Date(iso));
}

/** A calendar date ('YYYY-MM-DD') as '21 de nov. de 2026'. */
export function formatCalendarDate(date: string): string {
  return calendarDate.format(new Date(`${date}T00:00:00Z`));
}

/** Whole days from today (in Brazil, where deadlines are set) to a 'YYYY-MM-DD' date; negative when past. */
export function daysUntil(date: string, now = new Date()): number {
  const today = Date.parse(`${brazilDate(now)}T00:00:00Z`);
  return Math.round((Date.parse(`${date}T00:00:00Z`) - today) / DAY_MS);
}

export type DeadlineTone = 'late' | 'soon' | 'later';

/** 'Atrasado há 3 dias', 'Vence hoje', 'Vence amanhã', 'Vence em 5 dias'. */
export function describeDeadline(days: number): { text: string; tone: DeadlineTone } {
  if (days < 0) return { text: `Atrasado há ${plural(-days, 'dia', 'dias')}`, tone: 'late' };
  if (days === 0) return { text: 'Vence hoje', tone: 'soon' };
  if (days === 1) return { text: 'Vence amanhã', tone: 'soon' };
  return { text: `Vence em ${plural(days, 'dia', 'dias')}`, tone: days <= 7 ? 'soon' : 'later' };
}
