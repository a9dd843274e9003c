import { JOB_MESSAGES } from '@labora/shared/jobs';
import { PROPOSAL_MESSAGES } from '@labora/shared/proposals';
import { CalendarClock, ShieldAlert, UserPlus, Wallet } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Chip } from '@/components/marketplace/chips';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageUnavailable } from '@/components/ui/detail-page-states';
import { paths } from '@/config/paths';
import { useJob } from '@/features/jobs/api/get-job';
import { BackButton } from '@/features/jobs/components/back-button';
import { JobLoadError, JobSkeleton } from '@/features/jobs/components/job-load-states';
import { JobStatusBadge } from '@/features/jobs/components/job-status-badge';
import { formatJobAmount } from '@/features/jobs/lib/format-job';
import { SendMessageButton } from '@/features/messages/components/send-message-button';
import { useJobInbox } from '@/features/proposals/api/get-job-inbox';
import { ProposalsInbox } from '@/features/proposals/components/proposals-inbox';
import { hasErrorCode } from '@/lib/api-client';
import { formatDay } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useGoBack } from '@/lib/use-go-back';

/**
 * /my-jobs/:id/proposals: the job (jobs) and its proposals inbox (proposals), for the job's owner only; anyone
 * else gets the screen of a page that is not theirs (the inbox answers NOT_JOB_OWNER).
 */
export function JobProposalsPage() {
  const { id = '' } = useParams();
  const job = useJob(id);
  const inbox = useJobInbox(id);
  const goBack = useGoBack(paths.myJobs);
  const forbidden = hasErrorCode(inbox.error, 'NOT_JOB_OWNER', 'FORBIDDEN');
  useDocumentTitle(
    forbidden
      ? 'Propostas recebidas'
      : job.data
        ? `Propostas: ${job.data.title}`
        : job.isError
          ? JOB_MESSAGES.notFound
          : 'Propostas recebidas',
  );

  return (
    <div className="mx-auto max-w-6xl">
      <BackButton onClick={goBack} />
      <div className="mt-3 space-y-6">
        {forbidden ? (
          <PageUnavailable
            icon={ShieldAlert}
            title={PROPOSAL_MESSAGES.inboxNotOwner}
            actions={
              <>
                <ButtonLink to={paths.myProposals} variant="secondary" size="md">
                  Minhas propostas
                </ButtonLink>
                <ButtonLink to={paths.myJobs} size="md">
                  Meus trabalhos publicados
                </ButtonLink>
              </>
            }
          >
            Se você enviou uma proposta para este trabalho, acompanhe-a em “Minhas propostas”.
          </PageUnavailable>
        ) : job.isPending ? (
          <JobSkeleton />
        ) : job.isError ? (
          <JobLoadError error={job.error} onRetry={() => job.refetch()} retrying={job.isFetching} onBack={goBack} />
        ) : (
          <>
            <Card className="p-5 shadow-sm sm:p-8">
              <div className="flex flex-col gap-5 lg:flex-row lg:items-start lg:justify-between">
                <div className="min-w-0">
                  <p className="font-semibold text-brand-700 text-sm">Propostas recebidas</p>
                  <h1 className="mt-1 text-balance break-words font-extrabold text-2xl text-nevoa-950 tracking-tight sm:text-3xl">
                    <Link
                      to={paths.job(job.data.id)}
                      className="underline-offset-4 hover:text-brand-700 hover:underline"
                    >
                      {job.data.title}
                    </Link>
                  </h1>
                  <div className="mt-3 flex flex-wrap items-center gap-2 text-nevoa-700 text-sm">
                    <Chip>{job.data.category}</Chip>
                    <JobStatusBadge status={job.data.status} />
                    <span className="inline-flex items-center gap-1">
                      <Wallet aria-hidden className="size-4 text-nevoa-500" />
                      <span className="sr-only">Orçamento: </span>
                      {formatJobAmount(job.data)}
                    </span>
                    <span className="inline-flex items-center gap-1">
                      <CalendarClock aria-hidden className="size-4 text-nevoa-500" />
                      Prazo: {formatDay(job.data.deliveryDeadline, 'short')}
                    </span>
                  </div>
                </div>
                {job.data.status === 'open' && (
                  <div className="flex shrink-0 flex-col gap-1.5 lg:items-end">
                    <ButtonLink
                      to={{
                        pathname: paths.freelancersList,
                        search: `?${new URLSearchParams({ category: job.data.category })}`,
                      }}
                      variant="secondary"
                      size="md"
                    >
                      <UserPlus aria-hidden className="size-4" />
                      Convidar freelancers
                    </ButtonLink>
                    <p className="max-w-xs text-nevoa-600 text-xs lg:text-right">
                      No perfil de quem combina com o trabalho, use “Convidar para um trabalho”.
                    </p>
                  </div>
                )}
              </div>
            </Card>
            <ProposalsInbox
              job={job.data}
              messageAction={(proposal) => (
                <SendMessageButton userId={proposal.freelancer.id} name={proposal.freelancer.name} fullWidth />
              )}
            />
          </>
        )}
      </div>
    </div>
  );
}
