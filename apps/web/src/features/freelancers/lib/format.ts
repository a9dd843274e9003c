import { formatBRL } from '@labora/shared/money';

const counts = new Intl.NumberFormat('pt-BR');
const ratings = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const monthYear = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric' });
const longDate = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric' });
const shortDate = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });
const relative = new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' });

/** SPEC §9: job descriptions in a list are cut at 150 characters. */
export const DESCRIPTION_CUT = 150;

export function formatCount(n: number): string {
  return counts.format(n);
}

/** '1 resultado', '37 resultados', or '1.000+ resultados' past the server's count cap. */
export function formatResultCount(total: number, capped: boolean): string {
  if (capped) return `${formatCount(total)}+ resultados`;
  return `${formatCount(total)} ${total === 1 ? 'resultado' : 'resultados'}`;
}

/** SPEC: hourly rates read 'R$ N/hora'. */
export function formatHourly(cents: number): string {
  return `${formatBRL(cents)}/hora`;
}

/** 4.8 → '4,8'. */
export function formatRating(rating: number): string {
  return ratings.format(rating);
}

export function plural(n: number, one: string, many: string): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

/** SPEC §9: the first 150 characters and '...'; counted in code points so an emoji is never split. */
export function cutDescription(text: string): string {
  const chars = Array.from(text);
  return chars.length > DESCRIPTION_CUT ? `${chars.slice(0, DESCRIPTION_CUT).join('')}...` : text;
}

/** 'maio de 2025'. */
export function formatMonthYear(iso: string): string {
  return monthYear.format(new Date(iso));
}

/** '12 de maio de 2025'. */
export function formatLongDate(iso: string): string {
  return longDate.format(new Date(iso));
}

/** '12/05/2025'. */
export function formatShortDate(iso: string): string {
  return shortDate.format(new Date(iso));
}

/** 'Publicado há 5 minutos', 'Publicado ontem', 'Publicado há 2 semanas'; past a month, 'Publicado em 12/05/2025'. */
export function formatPublished(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, (now - new Date(iso).getTime()) / 1000);
  if (seconds < 60) return 'Publicado agora mesmo';
  const minutes = seconds / 60;
  if (minutes < 60) return `Publicado ${relative.format(-Math.floor(minutes), 'minute')}`;
  const hours = minutes / 60;
  if (hours < 24) return `Publicado ${relative.format(-Math.floor(hours), 'hour')}`;
  const days = hours / 24;
  if (days < 7) return `Publicado ${relative.format(-Math.floor(days), 'day')}`;
  if (days < 30) return `Publicado ${relative.format(-Math.floor(days / 7), 'week')}`;
  return `Publicado em ${formatShortDate(iso)}`;
}
