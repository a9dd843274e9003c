const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
const integer = new Intl.NumberFormat('pt-BR');
const percent = new Intl.NumberFormat('pt-BR', {
  style: 'percent',
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});

/** 25/09/2025, 14:30 */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** 1.234 */
export function formatCount(value: number): string {
  return integer.format(value);
}

const share = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 0 });

/** +12,5% from 12.5 */
export function formatPercent(value: number): string {
  return percent.format(value / 100);
}

/** 42% from 21 of 50 */
export function formatShare(part: number, whole: number): string {
  return share.format(whole === 0 ? 0 : part / whole);
}

export function fullName(user: { firstName: string; lastName: string; email: string }): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}
