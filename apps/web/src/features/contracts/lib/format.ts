const counts = new Intl.NumberFormat('pt-BR');
// Contract dates are calendar days ('YYYY-MM-DD') with no time zone: read and written as UTC so no day is lost.
const shortDate = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});
const longDate = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function calendarDay(isoDate: string): Date | null {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) return null;
  return new Date(Date.UTC(year, month - 1, day));
}

/** '2026-05-12' → '12/05/2026'. */
export function formatShortDate(isoDate: string): string {
  const date = calendarDay(isoDate);
  return date ? shortDate.format(date) : isoDate;
}

/** '2026-05-12' → '12 de maio de 2026'. */
export function formatLongDate(isoDate: string): string {
  const date = calendarDay(isoDate);
  return date ? longDate.format(date) : isoDate;
}

/** A moment (ISO 8601 with time) as the day it was for the reader: '12 de maio de 2026'. */
export function formatMomentDate(iso: string): string {
  return new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
}

export function plural(n: number, one: string, many: string): string {
  return `${counts.format(n)} ${n === 1 ? one : many}`;
}
