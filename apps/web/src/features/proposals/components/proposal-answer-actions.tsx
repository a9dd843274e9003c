import type { TJobStatus } from '@labora/shared/jobs';
import type { TProposal } from '@labora/shared/proposals';
import { Check, FileSignature, X } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

/**
 * What the job's owner can do with one proposal: decline or accept it while both are open (`onAnswer` opens
 * the confirmation of useProposalAnswer), or open the contract an accepted one made. Nothing otherwise.
 */
export function ProposalAnswerActions({
  proposal,
  jobStatus,
  onAnswer,
}: {
  proposal: Pick<TProposal, 'status' | 'contractId' | 'freelancer'>;
  jobStatus: TJobStatus;
  onAnswer: (kind: 'accept' | 'reject') => void;
}) {
  if (proposal.status === 'pending' && jobStatus === 'open') {
    return (
      <>
        <Button
          variant="secondary"
          size="md"
          aria-label={`Recusar proposta de ${proposal.freelancer.name}`}
          onClick={() => onAnswer('reject')}
        >
          <X aria-hidden className="size-4" />
          Recusar
        </Button>
        <Button
          size="md"
          aria-label={`Aceitar proposta de ${proposal.freelancer.name}`}
          onClick={() => onAnswer('accept')}
        >
          <Check aria-hidden className="size-4" />
          Aceitar
        </Button>
      </>
    );
  }
  if (proposal.contractId) {
    return (
      <ButtonLink to={paths.contract(proposal.contractId)} variant="secondary" size="md">
        <FileSignature aria-hidden className="size-4" />
        Ver contrato
      </ButtonLink>
    );
  }
  return null;
}
