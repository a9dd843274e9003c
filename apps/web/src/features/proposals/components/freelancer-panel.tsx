import type { TJob } from '@labora/shared/jobs';
import { PROPOSAL_MESSAGES } from '@labora/shared/proposals';
import { FileSignature, Lock, Settings, Undo2 } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useSessionUser } from '@/lib/session';
import { useJobProposals } from '../api/get-job-proposals';
import { ProposalCard } from './proposal-card';
import { ProposalForm } from './proposal-form';
import { ProposalsLoadError } from './proposals-load-error';
import { useProposalWithdrawal } from './withdraw-proposal-dialog';

interface FreelancerPanelProps {
  job: Pick<TJob, 'id' | 'projectType' | 'status'>;
  /** The job's amount as the jobs feature writes it, for the form's hint. */
  jobAmount: string;
}

/** Anyone but the owner: their own proposal with its status, or the form to send one while the job is open. */
export function FreelancerPanel({ job, jobAmount }: FreelancerPanelProps) {
  const proposals = useJobProposals(job.id);
  // Proposing needs the seller intent (as publishing a gig does); a buyer is offered the switch instead.
  const isSeller = useSessionUser()?.isFreelancer === true;
  const withdrawal = useProposalWithdrawal(job.id);
  const own = proposals.data?.[0];

  const title = own ? 'Sua proposta' : 'Enviar proposta';
  return (
    <section aria-labelledby="painel-proposta">
      <Card className="p-5 shadow-sm sm:p-8">
        <h2 id="painel-proposta" className="font-bold text-lg text-nevoa-950">
          {title}
        </h2>
        <div className="mt-5">
          {proposals.isPending ? (
            <div
              role="status"
              aria-label="Carregando sua proposta"
              className="h-40 animate-pulse rounded-2xl bg-nevoa-100 motion-reduce:animate-none"
            />
          ) : proposals.isError ? (
            <ProposalsLoadError
              error={proposals.error}
              fallback="Não foi possível carregar sua proposta."
              onRetry={() => proposals.refetch()}
              retrying={proposals.isFetching}
            />
          ) : own ? (
            <>
              <ProposalCard
                proposal={own}
                showFreelancer={false}
                actions={
                  own.status === 'pending' ? (
                    <Button variant="secondary" size="md" onClick={() => withdrawal.ask({ id: own.id })}>
                      <Undo2 aria-hidden className="size-4" />
                      Retirar proposta
                    </Button>
                  ) : own.status === 'accepted' && own.contractId ? (
                    <ButtonLink to={paths.contract(own.contractId)} size="md">
                      <FileSignature aria-hidden className="size-4" />
                      Ver contrato
                    </ButtonLink>
                  ) : null
                }
              />
              {own.status === 'pending' && (
                <p className="mt-3 text-nevoa-600 text-sm">
                  O cliente vai analisar sua proposta. Enquanto ela estiver pendente, você pode retirá-la.
                </p>
              )}
              {own.status === 'withdrawn' && (
                <p className="mt-3 text-nevoa-600 text-sm">
                  Você retirou esta proposta. Cada freelancer pode enviar uma proposta por trabalho.
                </p>
              )}
            </>
          ) : job.status === 'open' && !isSeller ? (
            <div className="flex flex-col items-start gap-4 rounded-xl bg-nevoa-100 px-4 py-4 text-nevoa-800">
              <p>{PROPOSAL_MESSAGES.sellerOnly}</p>
              <ButtonLink to={paths.customizeProfile} variant="secondary" size="md">
                <Settings aria-hidden className="size-4" />
                Ir para Configurações
              </ButtonLink>
            </div>
          ) : job.status === 'open' ? (
            <ProposalForm job={job} jobAmount={jobAmount} />
          ) : (
            <p className="flex items-start gap-3 rounded-xl bg-nevoa-100 px-4 py-3 text-nevoa-800">
              <Lock aria-hidden className="mt-0.5 size-5 shrink-0 text-nevoa-600" />
              {PROPOSAL_MESSAGES.jobClosed}
            </p>
          )}
        </div>
      </Card>

      {withdrawal.dialog}
    </section>
  );
}
