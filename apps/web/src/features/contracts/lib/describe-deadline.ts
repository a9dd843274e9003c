import { plural } from '@/lib/format';

export type DeadlineTone = 'late' | 'soon' | 'later';

/** 'Atrasado há 3 dias', 'Vence hoje', 'Vence amanhã', 'Vence em 5 dias'. */
export function describeDeadline(days: number): { text: string; tone: DeadlineTone } {
  if (days < 0) return { text: `Atrasado há ${plural(-days, 'dia', 'dias')}`, tone: 'late' };
  if (days === 0) return { text: 'Vence hoje', tone: 'soon' };
  if (days === 1) return { text: 'Vence amanhã', tone: 'soon' };
  return { text: `Vence em ${plural(days, 'dia', 'dias')}`, tone: days <= 7 ? 'soon' : 'later' };
}
