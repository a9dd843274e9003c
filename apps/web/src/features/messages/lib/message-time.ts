const time = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' });
const dayMonth = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit' });

function isSameDay(a: Date, b: Date) {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** A bubble's time: '14:30' today, '12/05 14:30' before. */
export function formatMessageTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  return isSameDay(date, now) ? time.format(date) : `${dayMonth.format(date)} ${time.format(date)}`;
}

/** The list's time of the last message: '14:30' today, '12/05' before. */
export function formatListTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  return isSameDay(date, now) ? time.format(date) : dayMonth.format(date);
}

/** Unread counts as the badges show them (the server caps at 99). */
export function formatUnread(count: number): string {
  return count >= 99 ? '99+' : String(count);
}
