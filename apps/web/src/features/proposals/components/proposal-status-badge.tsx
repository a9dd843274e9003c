import { PROPOSAL_STATUS_LABELS, type TProposalStatus } from '@labora/shared/proposal-labels';
import { StatusPill, type StatusTone } from '@/components/ui/status-pill';

const TONES: Record<TProposalStatus, StatusTone> = {
  pending: 'sol',
  accepted: 'brand',
  rejected: 'danger',
  withdrawn: 'nevoa',
};

/** SPEC §4's labels: Pendente, Aceita, Rejeitada (and Retirada). */
export function ProposalStatusBadge({ status }: { status: TProposalStatus }) {
  return <StatusPill tone={TONES[status]}>{PROPOSAL_STATUS_LABELS[status]}</StatusPill>;
}
