import { JOB_MESSAGES, type TJob } from '@labora/shared/jobs';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useJob } from '@/features/jobs/api/get-job';
import { BackButton } from '@/features/jobs/components/back-button';
import { EditJob } from '@/features/jobs/components/edit-job';
import { JobHeader } from '@/features/jobs/components/job-header';
import { JobLoadError, JobSkeleton } from '@/features/jobs/components/job-load-states';
import { JobBody, JobFacts } from '@/features/jobs/components/job-overview';
import { OwnerActions } from '@/features/jobs/components/owner-actions';
import { formatJobAmount } from '@/features/jobs/lib/format-job';
import { SendMessageButton } from '@/features/messages/components/send-message-button';
import { FreelancerPanel } from '@/features/proposals/components/freelancer-panel';
import { OwnerProposals } from '@/features/proposals/components/owner-proposals';
import { useSessionUser } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useGoBack } from '@/lib/use-go-back';

/**
 * /job/:id ('Ver Detalhes' of a job card): the job (jobs), then its proposals for the owner or the
 * proposal form for others (proposals).
 */
export function JobPage() {
  const { id = '' } = useParams();
  const job = useJob(id);
  const goBack = useGoBack(paths.freelancersList);
  useDocumentTitle(job.data?.title ?? (job.isError ? JOB_MESSAGES.notFound : 'Trabalho'));

  return (
    <div className="mx-auto max-w-6xl">
      <BackButton onClick={goBack} />
      <div className="mt-3">
        {job.isPending ? (
          <JobSkeleton />
        ) : job.isError ? (
          <JobLoadError error={job.error} onRetry={() => job.refetch()} retrying={job.isFetching} onBack={goBack} />
        ) : (
          // Keyed by the job, so opening another one never carries over an edit in progress.
          <JobView key={job.data.id} job={job.data} />
        )}
      </div>
    </div>
  );
}

function JobView({ job }: { job: TJob }) {
  const user = useSessionUser();
  const isOwner = user?._id === job.client.id;
  const [editing, setEditing] = useState(false);
  // The button that opened the form is gone when it closes: the title takes the focus back.
  const [backFromEdit, setBackFromEdit] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (backFromEdit && !editing) title.current?.focus();
  }, [backFromEdit, editing]);

  const toggleEditing = (next: boolean) => {
    setEditing(next);
    setBackFromEdit(!next);
    window.scrollTo({ top: 0 });
  };

  if (isOwner && editing) return <EditJob job={job} onDone={() => toggleEditing(false)} />;

  return (
    <div className="space-y-6">
      <JobHeader
        job={job}
        titleRef={title}
        actions={
          isOwner ? (
            <OwnerActions job={job} onEdit={() => toggleEditing(true)} />
          ) : (
            user && <SendMessageButton userId={job.client.id} name={job.client.name} />
          )
        }
      />

      {/* Phone: text, facts, proposals. Wide: text and proposals on the left, facts beside them. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr]">
        <div className="lg:col-start-1 lg:row-start-1">
          <JobBody job={job} />
        </div>
        <aside aria-label="Resumo do trabalho" className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <JobFacts job={job} />
        </aside>
        <div className="lg:col-start-1 lg:row-start-2">
          {isOwner ? <OwnerProposals job={job} /> : <FreelancerPanel job={job} jobAmount={formatJobAmount(job)} />}
        </div>
      </div>
    </div>
  );
}
