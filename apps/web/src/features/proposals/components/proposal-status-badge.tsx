import { PROPOSAL_STATUS_LABELS, type TProposalStatus } from '@labora/shared/proposals';
import { cn } from '@/lib/cn';

const TONES: Record<TProposalStatus, string> = {
  pending: 'bg-sol-50 text-sol-800 ring-sol-300',
  accepted: 'bg-brand-50 text-brand-800 ring-brand-300',
  rejected: 'bg-danger-50 text-danger-700 ring-danger-600/30',
  withdrawn: 'bg-nevoa-100 text-nevoa-700 ring-nevoa-300',
};

/** SPEC §4's labels: Pendente, Aceita, Rejeitada (and Retirada). */
export function ProposalStatusBadge({ status }: { status: TProposalStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 font-semibold text-xs ring-1 ring-inset',
        TONES[status],
      )}
    >
      {PROPOSAL_STATUS_LABELS[status]}
    </span>
  );
}
