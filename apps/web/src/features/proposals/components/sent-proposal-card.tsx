import type { TProposal } from '@labora/shared/proposals';
import { FileSignature, Undo2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { ProposalStatusBadge } from './proposal-status-badge';
import { ProposalTerms } from './proposal-terms';
import { useProposalWithdrawal } from './withdraw-proposal-dialog';

/** One of the freelancer's proposals: the job, its client, the amount and date, the status and what is next. */
export function SentProposalCard({ proposal }: { proposal: TProposal }) {
  const titleId = useId();
  const withdrawal = useProposalWithdrawal(proposal.jobId);

  return (
    <Card aria-labelledby={titleId} role="article" className="flex w-full flex-col p-5 shadow-sm sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="min-w-0 text-balance font-bold text-lg text-nevoa-950 leading-snug">
          <Link to={paths.job(proposal.jobId)} className="underline-offset-2 hover:text-brand-700 hover:underline">
            {proposal.jobTitle}
          </Link>
        </h2>
        <ProposalStatusBadge status={proposal.status} />
      </div>
      <p className="mt-2 flex min-w-0 items-center gap-2 text-nevoa-600 text-sm">
        <Avatar name={proposal.client.name} url={proposal.client.avatarUrl} className="size-7 text-xs" />
        <span className="sr-only">Cliente: </span>
        <span className="truncate font-semibold text-nevoa-800">{proposal.client.name}</span>
      </p>

      <ProposalTerms proposal={proposal} />

      {(proposal.status === 'pending' || proposal.contractId) && (
        <div className="mt-auto flex pt-5 *:flex-1 sm:justify-end sm:*:flex-none">
          {proposal.status === 'pending' ? (
            <Button
              variant="secondary"
              size="md"
              onClick={() =>
                withdrawal.ask({ id: proposal.id, jobTitle: proposal.jobTitle, clientName: proposal.client.name })
              }
            >
              <Undo2 aria-hidden className="size-4" />
              Retirar proposta<span className="sr-only"> para {proposal.jobTitle}</span>
            </Button>
          ) : proposal.contractId ? (
            <ButtonLink to={paths.contract(proposal.contractId)} size="md">
              <FileSignature aria-hidden className="size-4" />
              Ver contrato<span className="sr-only"> de {proposal.jobTitle}</span>
            </ButtonLink>
          ) : null}
        </div>
      )}

      {withdrawal.dialog}
    </Card>
  );
}
