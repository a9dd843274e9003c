import { formatMinutes, STATEMENT_STATUS_LABELS, type TStatement } from '@labora/shared/timesheets';
import type { StatusTone } from '@/components/ui/status-pill';
import { formatDay } from '@/lib/format';

export const TIMESHEET_NETWORK = 'Sem conexão com o servidor. Tente novamente.';
export const TIMESHEET_FAILED = 'Não foi possível concluir. Tente novamente.';

export const STATEMENT_TONES: Record<TStatement['status'], StatusTone> = {
  pending: 'yellow',
  approved: 'green',
  void: 'gray',
};

export function statementStatusLabel(statement: TStatement): string {
  if (statement.status === 'approved' && statement.approvedBy === 'automatic') return 'Aprovado automaticamente';
  if (statement.status === 'approved' && statement.approvedBy === 'conclusion') return 'Aprovado na conclusão';
  return STATEMENT_STATUS_LABELS[statement.status];
}

/** '23/11 a 29/11/2026'. */
export function weekRange(weekStart: string, weekEnd: string): string {
  return `${formatDay(weekStart, 'short').slice(0, 5)} a ${formatDay(weekEnd, 'short')}`;
}

/** '41h 30min' */
export const hours = formatMinutes;
