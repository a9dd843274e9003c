import { type TWithdrawalStatus, WITHDRAWAL_STATUS_LABELS } from '@labora/shared/wallet';
import { cn } from '@/lib/cn';

const TONES: Record<TWithdrawalStatus, string> = {
  completed: 'bg-brand-100 text-brand-800',
  processing: 'bg-sol-100 text-sol-900',
  failed: 'bg-danger-50 text-danger-700',
};

/** SPEC's history statuses: Concluído, Em processamento, and Falhou (the money is back in the wallet). */
export function WithdrawalStatusBadge({ status }: { status: TWithdrawalStatus }) {
  return (
    <span className={cn('inline-flex rounded-full px-2.5 py-0.5 font-bold text-xs', TONES[status])}>
      {WITHDRAWAL_STATUS_LABELS[status]}
    </span>
  );
}
