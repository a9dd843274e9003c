import type { TJobSummary } from '@labora/shared/jobs';
import { BriefcaseBusiness, ChevronRight, LoaderCircle, Send } from 'lucide-react';
import { useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Dialog, DialogCloseButton, DialogContent, DialogHeading, DialogTrigger } from '@/components/ui/dialog';
import { EmptyState, LoadError } from '@/components/ui/load-states';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useMyOpenJobs } from '../api/get-my-open-jobs';
import { useInvitedJobs, useInviteFreelancer } from '../api/invite-freelancer';
import { jobAmountOf } from '../lib/format-job';

/**
 * 'Convidar para um trabalho': the viewer picks one of their open jobs and the server e-mails the freelancer
 * its link; a job they were already invited to says so.
 */
export function InviteDialog({
  freelancerId,
  freelancerFirstName,
}: {
  freelancerId: string;
  freelancerFirstName: string;
}) {
  const [open, setOpen] = useState(false);
  const jobs = useMyOpenJobs({ enabled: open });
  const invited = useInvitedJobs(freelancerId, { enabled: open });
  const invite = useInviteFreelancer(freelancerId);

  const choose = (job: TJobSummary) =>
    invite.mutate(job.id, {
      onSuccess: ({ message }) => {
        toast.success(message);
        setOpen(false);
      },
      onError: (error) =>
        toast.error(
          errorMessage(error, {
            fallback: 'Não foi possível enviar o convite.',
            network: 'Erro de conexão. Tente novamente mais tarde.',
          }),
        ),
    });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="md">
          <Send aria-hidden className="size-4" />
          Convidar para um trabalho
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto">
        <DialogHeading
          title="Convidar para um trabalho"
          description={`Escolha um dos seus trabalhos abertos: ${freelancerFirstName} recebe o link dele por e-mail para enviar uma proposta.`}
          descriptionClassName="mt-2 text-sm"
        />

        <div className="mt-6">
          {jobs.isPending ? (
            <p role="status" className="flex items-center justify-center gap-2 py-8 text-nevoa-600">
              <LoaderCircle aria-hidden className="size-5 animate-spin" />
              Carregando seus trabalhos...
            </p>
          ) : jobs.isError ? (
            <LoadError
              title="Não foi possível carregar seus trabalhos."
              error={jobs.error}
              onRetry={() => void jobs.refetch()}
              retrying={jobs.isFetching}
              className="border-0 p-0 shadow-none sm:p-0"
            />
          ) : jobs.data.length === 0 ? (
            <EmptyState icon={BriefcaseBusiness} title="Você não tem trabalhos abertos.">
              <p>Publique um projeto e depois convide {freelancerFirstName} para ele.</p>
              <ButtonLink to={paths.addJob} size="md" className="mt-4">
                Criar um novo projeto
              </ButtonLink>
            </EmptyState>
          ) : (
            <ul aria-label="Seus trabalhos abertos" className="space-y-2">
              {jobs.data.map((job) => {
                const already = invited.data?.has(job.id) ?? false;
                const sending = invite.isPending && invite.variables === job.id;
                return (
                  <li key={job.id}>
                    <button
                      type="button"
                      onClick={() => choose(job)}
                      disabled={already || invite.isPending}
                      className="flex w-full items-center gap-3 rounded-2xl border border-nevoa-200 p-4 text-left transition-colors enabled:hover:border-brand-300 enabled:hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-70"
                    >
                      <span className="min-w-0 flex-1">
                        <span className="block truncate font-semibold text-nevoa-950">{job.title}</span>
                        <span className="mt-0.5 block text-nevoa-600 text-sm">
                          {job.category} · {jobAmountOf(job)?.value ?? ''}
                        </span>
                      </span>
                      {already ? (
                        <span className="shrink-0 font-semibold text-brand-700 text-sm">Convidado</span>
                      ) : sending ? (
                        <LoaderCircle
                          aria-label="Enviando convite"
                          className="size-5 shrink-0 animate-spin text-brand-700"
                        />
                      ) : (
                        <ChevronRight aria-hidden className="size-5 shrink-0 text-nevoa-400" />
                      )}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
        <div className="mt-6 flex justify-end">
          <DialogCloseButton className="w-full sm:w-auto" />
        </div>
      </DialogContent>
    </Dialog>
  );
}
