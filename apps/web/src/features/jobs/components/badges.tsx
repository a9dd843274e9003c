import type { TJobStatus } from '@labora/shared/jobs';
import { PROPOSAL_STATUS_LABELS, type TProposalStatus } from '@labora/shared/proposals';
import { cn } from '@/lib/cn';

const BADGE = 'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 font-semibold text-xs ring-1 ring-inset';

const PROPOSAL_TONES: Record<TProposalStatus, string> = {
  pending: 'bg-sol-50 text-sol-800 ring-sol-300',
  accepted: 'bg-brand-50 text-brand-800 ring-brand-300',
  rejected: 'bg-danger-50 text-danger-700 ring-danger-600/30',
  withdrawn: 'bg-nevoa-100 text-nevoa-700 ring-nevoa-300',
};

/** SPEC §4's labels: Pendente, Aceita, Rejeitada (and Retirada). */
export function ProposalStatusBadge({ status }: { status: TProposalStatus }) {
  return <span className={cn(BADGE, PROPOSAL_TONES[status])}>{PROPOSAL_STATUS_LABELS[status]}</span>;
}

export const JOB_STATUS_LABELS: Record<TJobStatus, string> = { open: 'Aberto', closed: 'Encerrado' };

export function JobStatusBadge({ status }: { status: TJobStatus }) {
  return (
    <span
      className={cn(
        BADGE,
        status === 'open' ? 'bg-brand-50 text-brand-800 ring-brand-300' : 'bg-nevoa-100 text-nevoa-700 ring-nevoa-300',
      )}
    >
      <span aria-hidden className={cn('size-1.5 rounded-full', status === 'open' ? 'bg-brand-600' : 'bg-nevoa-500')} />
      {JOB_STATUS_LABELS[status]}
    </span>
  );
}
