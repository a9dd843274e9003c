import type { TProposal } from '@labora/shared/proposals';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { ProposalFreelancer } from './proposal-freelancer';
import { ProposalStatusBadge } from './proposal-status-badge';
import { ProposalTerms } from './proposal-terms';

interface ProposalCardProps {
  proposal: TProposal;
  /** The owner sees who sent it; the freelancer reading their own proposal does not need to. */
  showFreelancer: boolean;
  actions?: ReactNode;
  className?: string;
}

/** A proposal: who, how much, in how many days, the cover letter and its status. */
export function ProposalCard({ proposal, showFreelancer, actions, className }: ProposalCardProps) {
  const { freelancer } = proposal;
  return (
    <article
      aria-label={showFreelancer ? `Proposta de ${freelancer.name}` : 'Sua proposta'}
      className={cn('rounded-2xl border border-nevoa-200 bg-white p-4 sm:p-5', className)}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        {showFreelancer ? (
          <ProposalFreelancer freelancer={freelancer} />
        ) : (
          <p className="text-nevoa-600 text-sm">Situação da proposta</p>
        )}
        <ProposalStatusBadge status={proposal.status} />
      </div>
      <ProposalTerms proposal={proposal} forClient={showFreelancer} />
      <p className="mt-4 whitespace-pre-line text-pretty break-words text-nevoa-800 text-sm leading-relaxed">
        {proposal.coverLetter}
      </p>
      {actions && (
        // Side by side, sharing the width on a phone; at their own width, to the right, on a wider screen.
        <div className="mt-4 flex gap-2 *:flex-1 sm:justify-end sm:*:flex-none">{actions}</div>
      )}
    </article>
  );
}
