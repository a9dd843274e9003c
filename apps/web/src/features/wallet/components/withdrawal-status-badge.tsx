import { type TWithdrawalStatus, WITHDRAWAL_STATUS_LABELS } from '@labora/shared/wallet';
import { StatusPill, type StatusTone } from '@/components/ui/status-pill';

const TONES: Record<TWithdrawalStatus, StatusTone> = {
  completed: 'solid-brand',
  processing: 'solid-sol',
  failed: 'solid-danger',
};

/** SPEC's history statuses: Concluído, Em processamento, and Falhou (the money is back in the wallet). */
export function WithdrawalStatusBadge({ status }: { status: TWithdrawalStatus }) {
  return <StatusPill tone={TONES[status]}>{WITHDRAWAL_STATUS_LABELS[status]}</StatusPill>;
}
