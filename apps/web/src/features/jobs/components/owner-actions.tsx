import { JOB_MESSAGES, type TJob } from '@labora/shared/jobs';
import { Inbox, Lock, LockOpen, Pencil } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSetJobStatus } from '../api/update-job';
import { JOB_FORM_MESSAGES } from '../lib/job-form';

/**
 * The owner's buttons: the proposals inbox ('Ver propostas'), edit the job, close it to proposals ('Encerrar') or
 * open it again ('Reabrir').
 */
export function OwnerActions({ job, onEdit }: { job: TJob; onEdit: () => void }) {
  const setStatus = useSetJobStatus();
  const next = job.status === 'open' ? 'closed' : 'open';

  const toggle = () =>
    setStatus.mutate(
      { id: job.id, status: next },
      {
        onSuccess: (saved) => toast.success(saved.status === 'closed' ? JOB_MESSAGES.closed : JOB_MESSAGES.reopened),
        onError: (error) =>
          toast.error(
            errorMessage(error, {
              fallback: 'Não foi possível alterar o trabalho. Tente novamente.',
              network: JOB_FORM_MESSAGES.network,
            }),
          ),
      },
    );

  return (
    <div className="flex shrink-0 flex-wrap gap-2">
      <ButtonLink to={paths.myJobProposals(job.id)} size="md" className="w-full sm:w-auto">
        <Inbox aria-hidden className="size-4" />
        Ver propostas
      </ButtonLink>
      <Button variant="secondary" size="md" onClick={onEdit} className="flex-1 sm:flex-none">
        <Pencil aria-hidden className="size-4" />
        Editar
      </Button>
      <Button
        variant="secondary"
        size="md"
        onClick={toggle}
        loading={setStatus.isPending}
        className="flex-1 sm:flex-none"
      >
        {!setStatus.isPending &&
          (next === 'closed' ? <Lock aria-hidden className="size-4" /> : <LockOpen aria-hidden className="size-4" />)}
        {next === 'closed' ? 'Encerrar' : 'Reabrir'}
      </Button>
    </div>
  );
}
