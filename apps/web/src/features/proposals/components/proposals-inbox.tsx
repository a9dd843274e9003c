import type { TJob } from '@labora/shared/jobs';
import { formatBRL } from '@labora/shared/money';
import type { TInboxProposal } from '@labora/shared/proposals';
import { Inbox } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { Rating } from '@/components/marketplace/rating';
import { LevelBadge } from '@/components/marketplace/seller-level-badge';
import { CpfVerifiedBadge } from '@/components/marketplace/trust-badges';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/load-states';
import { SelectField } from '@/components/ui/select-field';
import { cn } from '@/lib/cn';
import { formatCount, formatInstant, plural } from '@/lib/format';
import { useJobInbox } from '../api/get-job-inbox';
import { INBOX_SORTS, type InboxSort, sortInbox } from '../lib/sort-inbox';
import { useProposalAnswer } from './answer-proposal-dialog';
import { ProposalFreelancer } from './proposal-freelancer';
import { ProposalStatusBadge } from './proposal-status-badge';
import { totalToPay } from './proposal-terms';
import { ProposalsLoadError } from './proposals-load-error';

/**
 * The job owner's inbox: proposals side by side to compare, sorted as asked, each to accept or decline.
 * The screen around it tells a reader who is not the owner apart (useJobInbox's NOT_JOB_OWNER).
 */
export function ProposalsInbox({
  job,
  messageAction,
}: {
  job: Pick<TJob, 'id' | 'status'> & Partial<Pick<TJob, 'projectType'>>;
  /** 'Enviar Mensagem' to the proposal's freelancer (given by the route screen: messages is another feature). */
  messageAction?: (proposal: TInboxProposal) => ReactNode;
}) {
  const inbox = useJobInbox(job.id);
  const { actionsFor, dialog } = useProposalAnswer(job);
  const [sort, setSort] = useState<InboxSort>('recentes');
  // What was new when the page opened stays marked while it is open, though the server now counts it seen.
  const newIds = useRef(new Set<string>());
  for (const proposal of inbox.data ?? []) if (proposal.isNew) newIds.current.add(proposal.id);

  if (inbox.isPending) {
    return (
      <div role="status" aria-label="Carregando propostas" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {[1, 2, 3].map((i) => (
          <div key={i} className="h-72 animate-pulse rounded-2xl bg-nevoa-100 motion-reduce:animate-none" />
        ))}
      </div>
    );
  }
  if (inbox.isError) {
    return (
      <Card className="p-5 shadow-sm sm:p-8">
        <ProposalsLoadError
          error={inbox.error}
          fallback="Não foi possível carregar as propostas."
          onRetry={() => inbox.refetch()}
          retrying={inbox.isFetching}
        />
      </Card>
    );
  }

  const list = sortInbox(inbox.data, sort);
  if (list.length === 0) {
    return (
      <EmptyState icon={Inbox} title="Nenhuma proposta ainda.">
        <p>
          {job.status === 'open'
            ? 'Quando freelancers se candidatarem, as propostas aparecem aqui. Convide freelancers para acelerar.'
            : 'Este trabalho está encerrado e não recebe novas propostas.'}
        </p>
      </EmptyState>
    );
  }

  const pending = list.filter((p) => p.status === 'pending');
  const fresh = pending.filter((p) => newIds.current.has(p.id)).length;
  const best = bestOf(pending);

  return (
    <section aria-labelledby="caixa-de-propostas">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="caixa-de-propostas" className="font-bold text-nevoa-950 text-xl">
            {plural(list.length, 'proposta', 'propostas')}
          </h2>
          <p className="mt-1 text-nevoa-600 text-sm">
            {plural(pending.length, 'pendente', 'pendentes')}
            {fresh > 0 && (
              <span className="font-semibold text-sol-800">{` · ${fresh === 1 ? '1 nova' : `${fresh} novas`}`}</span>
            )}
          </p>
        </div>
        <SelectField
          label="Ordenar por"
          value={sort}
          onChange={(event) => setSort(event.target.value as InboxSort)}
          className="sm:w-60"
        >
          {INBOX_SORTS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      </div>

      <ul aria-label="Propostas" className="mt-5 grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        {list.map((proposal) => (
          <li key={proposal.id} className="flex min-w-0">
            <InboxCard
              proposal={proposal}
              isNew={proposal.status === 'pending' && newIds.current.has(proposal.id)}
              best={best}
              message={messageAction?.(proposal)}
              actions={actionsFor(proposal)}
            />
          </li>
        ))}
      </ul>
      {dialog}
    </section>
  );
}

type Best = { amountCents?: number; deliveryDays?: number; rating?: number };

/** The lowest amount, the shortest delivery and the best rating among the pending proposals (marked on the cards). */
function bestOf(pending: TInboxProposal[]): Best {
  if (pending.length < 2) return {};
  const ratings = pending.map((p) => p.freelancer.rating).filter((r): r is number => r !== null);
  return {
    amountCents: Math.min(...pending.map((p) => p.amountCents)),
    deliveryDays: Math.min(...pending.map((p) => p.deliveryDays)),
    rating: ratings.length ? Math.max(...ratings) : undefined,
  };
}

const BEST_TAG = 'rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800 text-xs';

function InboxCard({
  proposal,
  isNew,
  best,
  message,
  actions,
}: {
  proposal: TInboxProposal;
  isNew: boolean;
  best: Best;
  message?: ReactNode;
  actions: ReactNode;
}) {
  const { freelancer } = proposal;
  const nameId = useId();
  const [expanded, setExpanded] = useState(false);
  const pending = proposal.status === 'pending';
  const long = proposal.coverLetter.length > 280;
  return (
    <article
      aria-labelledby={nameId}
      className={cn(
        'flex w-full flex-col rounded-2xl border bg-white p-4 shadow-sm sm:p-5',
        isNew ? 'border-sol-400 ring-1 ring-sol-300' : 'border-nevoa-200',
        proposal.status === 'accepted' && 'border-brand-300 bg-brand-50/40',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <ProposalFreelancer freelancer={freelancer} nameId={nameId} />
        <div className="flex shrink-0 flex-col items-end gap-1.5">
          {isNew && <span className="rounded-full bg-sol-100 px-2.5 py-0.5 font-bold text-sol-800 text-xs">Nova</span>}
          <ProposalStatusBadge status={proposal.status} />
        </div>
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <div>
          <dt className="text-nevoa-600">Valor</dt>
          <dd className="flex flex-wrap items-center gap-1.5">
            <span className="font-bold text-base text-nevoa-950">{formatBRL(proposal.amountCents)}</span>
            {pending && best.amountCents === proposal.amountCents && <span className={BEST_TAG}>Menor valor</span>}
          </dd>
          <dd className="text-nevoa-600 text-xs">{totalToPay(proposal.amountCents)}</dd>
        </div>
        <div>
          <dt className="text-nevoa-600">Prazo</dt>
          <dd className="flex flex-wrap items-center gap-1.5">
            <span className="font-semibold text-base text-nevoa-900">
              {plural(proposal.deliveryDays, 'dia', 'dias')}
            </span>
            {pending && best.deliveryDays === proposal.deliveryDays && <span className={BEST_TAG}>Mais rápido</span>}
          </dd>
        </div>
        <div>
          <dt className="text-nevoa-600">Avaliação</dt>
          <dd className="flex flex-wrap items-center gap-1.5">
            <Rating rating={freelancer.rating} reviewCount={freelancer.reviewCount} emptyLabel="Sem avaliações" />
            {pending && best.rating !== undefined && best.rating === freelancer.rating && (
              <span className={BEST_TAG}>Melhor avaliação</span>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-nevoa-600">Nível</dt>
          <dd className="mt-0.5 flex flex-wrap gap-1.5">
            <LevelBadge level={freelancer.level} />
            {freelancer.cpfVerified && <CpfVerifiedBadge />}
          </dd>
        </div>
        <div>
          <dt className="text-nevoa-600">Contratos concluídos</dt>
          <dd className="font-semibold text-nevoa-900">{formatCount(freelancer.completedProjects)}</dd>
        </div>
        <div>
          <dt className="text-nevoa-600">Enviada em</dt>
          <dd className="font-semibold text-nevoa-900">{formatInstant(proposal.createdAt, 'short')}</dd>
        </div>
      </dl>

      <div className="mt-4">
        <p className="font-medium text-nevoa-600 text-sm">Carta de apresentação</p>
        <p
          className={cn(
            'mt-1 whitespace-pre-line text-pretty break-words text-nevoa-800 text-sm leading-relaxed',
            long && !expanded && 'line-clamp-5',
          )}
        >
          {proposal.coverLetter}
        </p>
        {long && (
          <button
            type="button"
            onClick={() => setExpanded(!expanded)}
            aria-expanded={expanded}
            className="mt-1 font-semibold text-brand-700 text-sm hover:underline"
          >
            {expanded ? 'Mostrar menos' : 'Ler carta completa'}
          </button>
        )}
      </div>

      <div className="mt-auto space-y-2 pt-4">
        {actions && <div className="flex gap-2 *:flex-1">{actions}</div>}
        {message}
      </div>
    </article>
  );
}
