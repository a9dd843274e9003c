import { formatBRL } from '@labora/shared/money';
import type { TProposal } from '@labora/shared/proposals';
import { FileSignature, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatInstant, plural } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useWithdrawProposal } from '../api/answer-proposal';
import { PROPOSAL_FORM_MESSAGES } from '../lib/proposal-form';
import { ProposalStatusBadge } from './proposal-status-badge';

/** One of the freelancer's proposals: the job, its client, the amount and date, the status and what is next. */
export function SentProposalCard({ proposal }: { proposal: TProposal }) {
  const titleId = useId();
  const withdraw = useWithdrawProposal(proposal.jobId);
  const [confirming, setConfirming] = useState(false);

  const confirmWithdraw = () =>
    withdraw.mutate(proposal.id, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) =>
        toast.error(
          errorMessage(error, {
            fallback: 'Não foi possível retirar a proposta. Tente novamente.',
            network: PROPOSAL_FORM_MESSAGES.network,
          }),
        ),
      onSettled: () => setConfirming(false),
    });

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

      <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <div>
          <dt className="text-nevoa-600">Valor</dt>
          <dd className="font-bold text-base text-nevoa-950">{formatBRL(proposal.amountCents)}</dd>
        </div>
        <div>
          <dt className="text-nevoa-600">Prazo</dt>
          <dd className="font-semibold text-base text-nevoa-900">{plural(proposal.deliveryDays, 'dia', 'dias')}</dd>
        </div>
        <div>
          <dt className="text-nevoa-600">Enviada em</dt>
          <dd className="font-semibold text-base text-nevoa-900">
            <time dateTime={proposal.createdAt}>{formatInstant(proposal.createdAt, 'short')}</time>
          </dd>
        </div>
      </dl>

      {(proposal.status === 'pending' || proposal.contractId) && (
        <div className="mt-auto flex pt-5 *:flex-1 sm:justify-end sm:*:flex-none">
          {proposal.status === 'pending' ? (
            <Button variant="secondary" size="md" onClick={() => setConfirming(true)}>
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

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        pending={withdraw.isPending}
        title="Retirar sua proposta?"
        confirmLabel="Retirar proposta"
        tone="danger"
        onConfirm={confirmWithdraw}
        description={
          <>
            <p>
              {proposal.client.name} deixará de ver sua proposta para “{proposal.jobTitle}”.
            </p>
            <p>
              Cada freelancer pode enviar uma proposta por trabalho: depois de retirada, não será possível enviar outra.
            </p>
          </>
        }
      />
    </Card>
  );
}
