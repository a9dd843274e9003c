import { JOB_MESSAGES, type TJob } from '@labora/shared/jobs';
import { Save } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { toast } from '@/lib/toast';
import { useUpdateJob } from '../api/update-job';
import { JOB_FORM_MESSAGES, type ParsedJobForm, toJobFormValues } from '../lib/job-form';
import { JobForm } from './job-form';

/** 'Editar trabalho': the owner's form in place of the job page, until saved or cancelled. */
export function EditJob({ job, onDone }: { job: TJob; onDone: () => void }) {
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
