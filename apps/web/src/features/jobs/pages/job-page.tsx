import { JOB_MESSAGES, type TJob } from '@labora/shared/jobs';
import { Save } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Chip } from '@/components/marketplace/chips';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useSessionUser } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useGoBack } from '@/lib/use-go-back';
import { useJob } from '../api/get-job';
import { useUpdateJob } from '../api/update-job';
import { BackButton } from '../components/back-button';
import { JobStatusBadge } from '../components/badges';
import { FreelancerPanel } from '../components/freelancer-panel';
import { JobForm } from '../components/job-form';
import { JobBody, JobFacts } from '../components/job-overview';
import { JobLoadError, JobSkeleton } from '../components/job-states';
import { OwnerActions } from '../components/owner-actions';
import { OwnerProposals } from '../components/owner-proposals';
import { formatLongDate, plural } from '../lib/format';
import { JOB_FORM_MESSAGES, type ParsedJobForm, toJobFormValues } from '../lib/job-form';

/** /job/:id ('Ver Detalhes' of a job card): the job, then its proposals for the owner or the proposal form for others. */
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
      <Card className="p-5 shadow-sm sm:p-8">
        <div className="flex flex-col gap-5 lg:flex-row lg:items-start lg:justify-between">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <Chip>{job.category}</Chip>
              <JobStatusBadge status={job.status} />
            </div>
            <h1
              ref={title}
              tabIndex={-1}
              className="mt-3 text-balance break-words font-extrabold text-2xl text-nevoa-950 tracking-tight outline-none sm:text-3xl"
            >
              {job.title}
            </h1>
            <p className="mt-2 text-nevoa-600 text-sm">
              Publicado em {formatLongDate(job.createdAt)} ·{' '}
              <span className="whitespace-nowrap">{plural(job.proposalCount, 'proposta', 'propostas')}</span>
            </p>
          </div>
          {isOwner && <OwnerActions job={job} onEdit={() => toggleEditing(true)} />}
        </div>
      </Card>

      {/* Phone: text, facts, proposals. Wide: text and proposals on the left, facts beside them. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr]">
        <div className="lg:col-start-1 lg:row-start-1">
          <JobBody job={job} />
        </div>
        <aside aria-label="Resumo do trabalho" className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <JobFacts job={job} />
        </aside>
        <div className="lg:col-start-1 lg:row-start-2">
          {isOwner ? <OwnerProposals job={job} /> : <FreelancerPanel job={job} />}
        </div>
      </div>
    </div>
  );
}

function EditJob({ job, onDone }: { job: TJob; onDone: () => void }) {
  const updateJob = useUpdateJob();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const save = async ({ job: fields }: ParsedJobForm) => {
    await updateJob.mutateAsync({ id: job.id, job: fields });
    toast.success(JOB_MESSAGES.updated);
    onDone();
  };

  return (
    <div className="mx-auto max-w-3xl">
      <h1
        ref={heading}
        tabIndex={-1}
        className="font-extrabold text-3xl text-nevoa-950 tracking-tight outline-none sm:text-4xl"
      >
        Editar trabalho
      </h1>
      <p className="mt-2 text-pretty text-nevoa-600">
        As alterações valem para quem abrir o trabalho daqui em diante. Os anexos continuam os mesmos.
      </p>
      <div className="mt-8">
        <JobForm
          defaultValues={toJobFormValues(job)}
          withAttachments={false}
          submitLabel="Salvar alterações"
          pendingLabel="Salvando..."
          submitIcon={<Save aria-hidden className="size-4" />}
          failureMessage={JOB_FORM_MESSAGES.saveFailed}
          onSubmit={save}
          onCancel={onDone}
        />
      </div>
    </div>
  );
}
