/** SPEC's month labels ('Ganhos por Ano': Jan to Dez). */
export const MONTH_LABELS = [
  'Jan',
  'Fev',
  'Mar',
  'Abr',
  'Mai',
  'Jun',
  'Jul',
  'Ago',
  'Set',
  'Out',
  'Nov',
  'Dez',
] as const;

/** 'YYYY-MM' → 'Jan/26'. */
export function monthLabel(yearMonth: string): string {
  const [year = '', month = '1'] = yearMonth.split('-');
  return `${MONTH_LABELS[Number(month) - 1] ?? month}/${year.slice(2)}`;
}

/** Seconds → '12h 30min' (whole minutes), 'Horas Trabalhadas'. */
export function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}min`;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}min`;
}
