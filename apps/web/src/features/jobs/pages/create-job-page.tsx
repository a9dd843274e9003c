import { JOB_MESSAGES } from '@labora/shared/jobs';
import { Send } from 'lucide-react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useGoBack } from '@/lib/use-go-back';
import { useCreateJob } from '../api/create-job';
import { BackButton } from '../components/back-button';
import { JobForm } from '../components/job-form';
import { EMPTY_JOB_FORM, JOB_FORM_MESSAGES, type ParsedJobForm } from '../lib/job-form';
import { PUBLISHED_PARAM } from '../lib/published-job';

/** 'Criar Novo Trabalho' (/add-job): publishes a job, with its attachments, then goes to the list (SPEC §2). */
export function CreateJobPage() {
  useDocumentTitle('Criar Novo Trabalho');
  const navigate = useNavigate();
  const goBack = useGoBack(paths.dashboard);
  const createJob = useCreateJob();

  const publish = async (parsed: ParsedJobForm) => {
    const job = await createJob.mutateAsync(parsed);
    toast.success(JOB_MESSAGES.created);
    // SPEC's list, on its projects tab, with the new job first and marked (see JobsResults' publishedId).
    navigate({
      pathname: paths.freelancersListAlias,
      search: `?${new URLSearchParams({ tab: 'projetos', [PUBLISHED_PARAM]: job.id })}`,
    });
  };

  return (
    <div className="mx-auto max-w-3xl">
      <BackButton onClick={goBack} />
      <h1 className="mt-3 font-extrabold text-3xl text-nevoa-950 tracking-tight sm:text-4xl">Criar Novo Trabalho</h1>
      <p className="mt-2 text-pretty text-nevoa-600">
        Descreva o projeto e receba propostas de freelancers. Publicar é gratuito.
      </p>
      <div className="mt-8">
        <JobForm
          defaultValues={EMPTY_JOB_FORM}
          withAttachments
          submitLabel="Publicar trabalho"
          pendingLabel="Publicando..."
          submitIcon={<Send aria-hidden className="size-4" />}
          failureMessage={JOB_FORM_MESSAGES.publishFailed}
          onSubmit={publish}
          onCancel={goBack}
        />
      </div>
    </div>
  );
}
