import type { TJobSummary } from '@labora/shared/jobs';
import { CalendarClock, Inbox, MessageSquareText, Wallet } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatDay, formatTimeAgo, plural } from '@/lib/format';
import { jobAmountOf } from '../lib/format-job';
import { JobStatusBadge } from './job-status-badge';

/** One of the client's jobs: status, proposals (the new ones marked), deadline and budget, and the way to its inbox. */
export function MyJobCard({ job }: { job: TJobSummary }) {
  const titleId = useId();
  const amount = jobAmountOf(job);
  const fresh = job.newProposalCount ?? 0;
  return (
    <Card aria-labelledby={titleId} role="article" className="flex w-full flex-col p-5 shadow-sm sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="min-w-0 text-balance font-bold text-lg text-nevoa-950 leading-snug">
          <Link to={paths.job(job.id)} className="underline-offset-2 hover:text-brand-700 hover:underline">
            {job.title}
          </Link>
        </h2>
        <JobStatusBadge status={job.status} />
      </div>
      <p className="mt-1 text-nevoa-600 text-sm">
        {job.category}
        <span aria-hidden> · </span>
        <span className="sr-only">, </span>
        <time dateTime={job.createdAt}>{`Publicado ${formatTimeAgo(job.createdAt)}`}</time>
      </p>

      <dl className="mt-4 grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="flex items-center gap-1.5 text-nevoa-600">
            <MessageSquareText aria-hidden className="size-4 shrink-0 text-nevoa-500" />
            Propostas
          </dt>
          <dd className="mt-0.5 flex flex-wrap items-center gap-2 font-semibold text-nevoa-900">
            {plural(job.proposalCount, 'proposta', 'propostas')}
            {fresh > 0 && (
              <span className="rounded-full bg-sol-100 px-2 py-0.5 font-bold text-sol-800 text-xs">
                {fresh === 1 ? '1 nova' : `${fresh} novas`}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-1.5 text-nevoa-600">
            <CalendarClock aria-hidden className="size-4 shrink-0 text-nevoa-500" />
            Prazo
          </dt>
          <dd className="mt-0.5 font-semibold text-nevoa-900">
            <time dateTime={job.deliveryDeadline}>{formatDay(job.deliveryDeadline, 'short')}</time>
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-1.5 text-nevoa-600">
            <Wallet aria-hidden className="size-4 shrink-0 text-nevoa-500" />
            {amount?.label ?? 'Orçamento'}
          </dt>
          <dd className="mt-0.5 font-semibold text-nevoa-900">{amount?.value ?? '—'}</dd>
        </div>
      </dl>

      <div className="mt-auto flex flex-col gap-2 pt-5 sm:flex-row sm:justify-end">
        <ButtonLink to={paths.job(job.id)} variant="secondary" size="md">
          Ver trabalho<span className="sr-only"> {job.title}</span>
        </ButtonLink>
        <ButtonLink to={paths.myJobProposals(job.id)} variant={fresh > 0 ? 'primary' : 'secondary'} size="md">
          <Inbox aria-hidden className="size-4" />
          Ver propostas<span className="sr-only"> de {job.title}</span>
        </ButtonLink>
      </div>
    </Card>
  );
}
