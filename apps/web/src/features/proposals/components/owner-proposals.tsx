import type { TJob } from '@labora/shared/jobs';
import { formatBRL } from '@labora/shared/money';
import type { TProposal } from '@labora/shared/proposals';
import { Check, FileSignature, Inbox, X } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { plural } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useAcceptProposal, useRejectProposal } from '../api/answer-proposal';
import { useJobProposals } from '../api/get-job-proposals';
import { PROPOSAL_FORM_MESSAGES } from '../lib/proposal-form';
import { ProposalCard } from './proposal-card';
import { ProposalsLoadError } from './proposals-load-error';

const ANSWER_FAILED = 'Não foi possível responder à proposta. Tente novamente.';

type Answer = { proposal: TProposal; action: 'accept' | 'reject' };

/** The owner's view: every proposal on the job, to accept (making the contract) or decline. */
export function OwnerProposals({ job }: { job: Pick<TJob, 'id' | 'status'> }) {
  const navigate = useNavigate();
  const proposals = useJobProposals(job.id);
  const accept = useAcceptProposal(job.id);
  const reject = useRejectProposal(job.id);
  // The answer stays set while the dialog closes, so its text does not change during the exit animation.
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [confirming, setConfirming] = useState(false);
  const pending = accept.isPending || reject.isPending;

  const onError = (error: unknown) => {
    toast.error(errorMessage(error, { fallback: ANSWER_FAILED, network: PROPOSAL_FORM_MESSAGES.network }));
    setConfirming(false);
  };

  const ask = (next: Answer) => {
    setAnswer(next);
    setConfirming(true);
  };

  const confirm = () => {
    if (!answer) return;
    if (answer.action === 'accept') {
      accept.mutate(answer.proposal.id, {
        onSuccess: ({ message, contractId }) => {
          toast.success(message);
          navigate(paths.contract(contractId));
        },
        onError,
      });
    } else {
      reject.mutate(answer.proposal.id, {
        onSuccess: ({ message }) => {
          toast.success(message);
          setConfirming(false);
        },
        onError,
      });
    }
  };

  const list = proposals.data ?? [];
  return (
    <section aria-labelledby="propostas-recebidas">
      <Card className="p-5 shadow-sm sm:p-8">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="propostas-recebidas" className="font-bold text-lg text-nevoa-950">
            Propostas recebidas
          </h2>
          {proposals.isSuccess && (
            <p className="text-nevoa-600 text-sm">{plural(list.length, 'proposta', 'propostas')}</p>
          )}
        </div>
        <div className="mt-5">
          {proposals.isPending ? (
            <div role="status" aria-label="Carregando propostas" className="space-y-3">
              {[1, 2].map((i) => (
                <div key={i} className="h-32 animate-pulse rounded-2xl bg-nevoa-100 motion-reduce:animate-none" />
              ))}
            </div>
          ) : proposals.isError ? (
            <ProposalsLoadError
              error={proposals.error}
              fallback="Não foi possível carregar as propostas."
              onRetry={() => proposals.refetch()}
              retrying={proposals.isFetching}
            />
          ) : list.length === 0 ? (
            <div className="flex flex-col items-center py-6 text-center">
              <span className="flex size-12 items-center justify-center rounded-2xl bg-nevoa-100 text-nevoa-600">
                <Inbox aria-hidden className="size-6" />
              </span>
              <p className="mt-4 font-semibold text-nevoa-900">Nenhuma proposta ainda.</p>
              <p className="mt-1 text-nevoa-600 text-sm">
                {job.status === 'open'
                  ? 'Quando freelancers se candidatarem, as propostas aparecem aqui.'
                  : 'Este trabalho está encerrado e não recebe novas propostas.'}
              </p>
            </div>
          ) : (
            <ul className="space-y-4">
              {list.map((proposal) => (
                <li key={proposal.id}>
                  <ProposalCard
                    proposal={proposal}
                    showFreelancer
                    className={proposal.status === 'accepted' ? 'border-brand-300 bg-brand-50/40' : undefined}
                    actions={
                      proposal.status === 'pending' && job.status === 'open' ? (
                        <>
                          <Button
                            variant="secondary"
                            size="md"
                            aria-label={`Recusar proposta de ${proposal.freelancer.name}`}
                            onClick={() => ask({ proposal, action: 'reject' })}
                          >
                            <X aria-hidden className="size-4" />
                            Recusar
                          </Button>
                          <Button
                            size="md"
                            aria-label={`Aceitar proposta de ${proposal.freelancer.name}`}
                            onClick={() => ask({ proposal, action: 'accept' })}
                          >
                            <Check aria-hidden className="size-4" />
                            Aceitar
                          </Button>
                        </>
                      ) : proposal.contractId ? (
                        <ButtonLink to={paths.contract(proposal.contractId)} variant="secondary" size="md">
                          <FileSignature aria-hidden className="size-4" />
                          Ver contrato
                        </ButtonLink>
                      ) : null
                    }
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      </Card>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        pending={pending}
        title={answer?.action === 'accept' ? 'Aceitar esta proposta?' : 'Recusar esta proposta?'}
        confirmLabel={answer?.action === 'accept' ? 'Aceitar e contratar' : 'Recusar proposta'}
        tone={answer?.action === 'reject' ? 'danger' : 'default'}
        onConfirm={confirm}
        description={
          answer?.action === 'accept' ? (
            <>
              <p>
                Um contrato de {formatBRL(answer.proposal.amountCents)} será criado com{' '}
                {answer.proposal.freelancer.name}, com entrega em {plural(answer.proposal.deliveryDays, 'dia', 'dias')}.
              </p>
              <p>O trabalho será encerrado e as demais propostas pendentes serão recusadas.</p>
            </>
          ) : (
            <p>
              {answer?.proposal.freelancer.name} verá que a proposta foi recusada. Esta resposta não pode ser desfeita.
            </p>
          )
        }
      />
    </section>
  );
}
