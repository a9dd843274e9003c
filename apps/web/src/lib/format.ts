import { brazilDate } from '@labora/shared/job-labels';
import { formatBRL } from '@labora/shared/money';

// Everything a screen writes about numbers and time, in pt-BR. Two kinds of dates cross the wire:
// a calendar day ('YYYY-MM-DD': deadlines, due dates), which has no time zone and is read and written in UTC
// so no day is lost; and an instant (ISO 8601 with time: created, published), shown in the reader's zone.

export { formatBRL };

const counts = new Intl.NumberFormat('pt-BR');
const ratings = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const sizes = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat('pt-BR', {
  style: 'percent',
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});
const share = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 0 });
const relative = new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' });

/** short: 12/05/2026 · medium: 12 de mai. de 2026 · long: 12 de maio de 2026 */
export type DateStyle = 'short' | 'medium' | 'long';

const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: { day: '2-digit', month: '2-digit', year: 'numeric' },
  medium: { day: 'numeric', month: 'short', year: 'numeric' },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
};
const dayFormats = mapStyles((options) => new Intl.DateTimeFormat('pt-BR', { ...options, timeZone: 'UTC' }));
const instantFormats = mapStyles((options) => new Intl.DateTimeFormat('pt-BR', options));
const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
const monthYear = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric' });

function mapStyles(make: (options: Intl.DateTimeFormatOptions) => Intl.DateTimeFormat) {
  return Object.fromEntries(Object.entries(DATE_OPTIONS).map(([style, options]) => [style, make(options)])) as Record<
    DateStyle,
    Intl.DateTimeFormat
  >;
}

/** 1234 → '1.234'. */
export function formatCount(n: number): string {
  return counts.format(n);
}

/** plural(1, 'dia', 'dias') → '1 dia'; plural(1200, …) → '1.200 dias'. */
export function plural(n: number, one: string, many: string): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

/** '1 resultado', '37 resultados', or '1.000+ resultados' past the server's count cap. */
export function formatResultCount(total: number, capped: boolean): string {
  if (capped) return `${formatCount(total)}+ resultados`;
  return plural(total, 'resultado', 'resultados');
}

/** 4.8 → '4,8'. */
export function formatRating(rating: number): string {
  return ratings.format(rating);
}

/** SPEC: hourly rates read 'R$ N/hora'. */
export function formatHourly(cents: number): string {
  return `${formatBRL(cents)}/hora`;
}

/** 12.5 → '+12,5%'. */
export function formatPercent(value: number): string {
  return percent.format(value / 100);
}

/** 21 of 50 → '42%'. */
export function formatShare(part: number, whole: number): string {
  return share.format(whole === 0 ? 0 : part / whole);
}

/** 532 → '532 bytes', 48_300 → '47,2 KB', 2_400_000 → '2,3 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return plural(bytes, 'byte', 'bytes');
  if (bytes < 1024 * 1024) return `${sizes.format(bytes / 1024)} KB`;
  return `${sizes.format(bytes / 1024 / 1024)} MB`;
}

/** A calendar day: '2026-05-12' → '12/05/2026' (short), '12 de mai. de 2026', '12 de maio de 2026'. */
export function formatDay(isoDate: string, style: DateStyle = 'long'): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return dayFormats[style].format(new Date(Date.UTC(year, month - 1, day)));
}

/** An instant as the day it was for the reader, in the same styles as formatDay. */
export function formatInstant(iso: string, style: DateStyle = 'long'): string {
  return instantFormats[style].format(new Date(iso));
}

/** An instant with its time: '25/09/2025, 14:30'. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** 'maio de 2025'. */
export function formatMonthYear(iso: string): string {
  return monthYear.format(new Date(iso));
}

/** How long ago, in words: 'agora mesmo', 'há 5 minutos', 'ontem', 'há 2 semanas'; past a month, 'em 12/05/2025'. */
export function formatTimeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, (now - new Date(iso).getTime()) / 1000);
  if (seconds < 60) return 'agora mesmo';
  const minutes = seconds / 60;
  if (minutes < 60) return relative.format(-Math.floor(minutes), 'minute');
  const hours = minutes / 60;
  if (hours < 24) return relative.format(-Math.floor(hours), 'hour');
  const days = hours / 24;
  if (days < 7) return relative.format(-Math.floor(days), 'day');
  if (days < 30) return relative.format(-Math.floor(days / 7), 'week');
  return `em ${formatInstant(iso, 'short')}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from today (in Brazil, where deadlines are set) to a calendar day; negative when past. */
export function daysUntil(isoDate: string, now = new Date()): number {
  const today = Date.parse(`${brazilDate(now)}T00:00:00Z`);
  return Math.round((Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) - today) / DAY_MS);
}

// Deadlines of disputes are instants set in São Paulo business days: shown in São Paulo time for every reader,
// so both sides (and the moderator) read the same date and hour.
const saoPauloDay = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'America/Sao_Paulo',
});
const saoPauloTime = new Intl.DateTimeFormat('pt-BR', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'America/Sao_Paulo',
});

/** An instant in São Paulo time: '02/12/2026 às 10:00'. */
export function formatSaoPauloDateTime(iso: string): string {
  const date = new Date(iso);
  return `${saoPauloDay.format(date)} às ${saoPauloTime.format(date)}`;
}
