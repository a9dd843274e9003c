import type { TJob } from '@labora/shared/jobs';
import { Inbox } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { plural } from '@/lib/format';
import { useJobProposals } from '../api/get-job-proposals';
import { useProposalAnswer } from './answer-proposal-dialog';
import { ProposalCard } from './proposal-card';
import { ProposalsLoadError } from './proposals-load-error';

/** The owner's view: every proposal on the job, to accept (making the contract) or decline. */
export function OwnerProposals({ job }: { job: Pick<TJob, 'id' | 'status'> & Partial<Pick<TJob, 'projectType'>> }) {
  const proposals = useJobProposals(job.id);
  const { actionsFor, dialog } = useProposalAnswer(job);

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
                    actions={actionsFor(proposal)}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      </Card>

      {dialog}
    </section>
  );
}
