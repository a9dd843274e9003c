import type { TJobSummary } from '@labora/shared/jobs';
import { formatBRL } from '@labora/shared/money';

const counts = new Intl.NumberFormat('pt-BR');
const ratings = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
// Calendar dates ('YYYY-MM-DD') have no time zone: read and written as UTC so no day is lost on the way.
const calendarDate = new Intl.DateTimeFormat('pt-BR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const longDate = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric' });
const shortDate = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });
const sizes = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** 'R$ 1.500,00' for a fixed price, 'R$ 80,00/hora' for an hourly rate. */
export function formatJobAmount(job: Pick<TJobSummary, 'projectType' | 'budgetCents' | 'hourlyRateCents'>): string {
  if (job.projectType === 'hourly')
    return job.hourlyRateCents === null ? '—' : `${formatBRL(job.hourlyRateCents)}/hora`;
  return job.budgetCents === null ? '—' : formatBRL(job.budgetCents);
}

export const PROJECT_TYPE_LABELS = { fixed: 'Preço fixo', hourly: 'Por hora' } as const;

/** '2026-05-12' → '12 de maio de 2026'. */
export function formatCalendarDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return calendarDate.format(new Date(Date.UTC(year, month - 1, day)));
}

/** A moment as the day it was in the reader's time zone: '12 de maio de 2026'. */
export function formatLongDate(iso: string): string {
  return longDate.format(new Date(iso));
}

/** '12/05/2026'. */
export function formatShortDate(iso: string): string {
  return shortDate.format(new Date(iso));
}

export function plural(n: number, one: string, many: string): string {
  return `${counts.format(n)} ${n === 1 ? one : many}`;
}

/** 4.8 → '4,8'. */
export function formatRatingValue(rating: number): string {
  return ratings.format(rating);
}

/** 532 → '532 bytes', 48_300 → '47,2 KB', 2_400_000 → '2,3 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${counts.format(bytes)} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1024 * 1024) return `${sizes.format(bytes / 1024)} KB`;
  return `${sizes.format(bytes / 1024 / 1024)} MB`;
}
