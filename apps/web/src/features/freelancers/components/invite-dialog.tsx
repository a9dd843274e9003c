import type { TJobSummary } from '@labora/shared/jobs';
import { formatBRL } from '@labora/shared/money';
import { BriefcaseBusiness, ChevronRight, Link2, LoaderCircle, Send } from 'lucide-react';
import { useState } from 'react';
import { paths } from '@/app/paths';
import { Button, ButtonLink } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useMyOpenJobs } from '../api/get-my-open-jobs';
import { formatHourly } from '../lib/format';
import { EmptyState, LoadError } from './states';

export const INVITE_COPIED = 'Link do trabalho copiado. Envie para o freelancer pelas Mensagens.';

function jobUrl(job: TJobSummary): string {
  return new URL(paths.job(job.id), window.location.origin).href;
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard (an insecure origin, a refused permission): the link is shown for copying by hand.
    return false;
  }
}

/**
 * 'Convidar para um trabalho'. There is no invitation API yet, so this says what it does: it copies
 * the link of one of the viewer's open jobs, to send through Messages.
 */
export function InviteDialog({ freelancerFirstName }: { freelancerFirstName: string }) {
  const [open, setOpen] = useState(false);
  const [manualLink, setManualLink] = useState<string | null>(null);
  const jobs = useMyOpenJobs({ enabled: open });

  const choose = async (job: TJobSummary) => {
    const url = jobUrl(job);
    if (await copyText(url)) {
      toast.success(INVITE_COPIED);
      setOpen(false);
    } else {
      setManualLink(url);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setManualLink(null);
      }}
    >
      <DialogTrigger asChild>
        <Button size="md">
          <Send aria-hidden className="size-4" />
          Convidar para um trabalho
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto">
        <DialogTitle>Convidar para um trabalho</DialogTitle>
        <DialogDescription className="mt-2 text-sm">
          Escolha um dos seus trabalhos abertos. Copiamos o link dele para você enviar a {freelancerFirstName} pelas
          Mensagens.
        </DialogDescription>

        <div className="mt-6">
          {manualLink ? (
            <ManualCopy link={manualLink} />
          ) : jobs.isPending ? (
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
              {jobs.data.map((job) => (
                <li key={job.id}>
                  <button
                    type="button"
                    onClick={() => void choose(job)}
                    className="flex w-full items-center gap-3 rounded-2xl border border-nevoa-200 p-4 text-left transition-colors hover:border-brand-300 hover:bg-brand-50"
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-semibold text-nevoa-950">{job.title}</span>
                      <span className="mt-0.5 block text-nevoa-600 text-sm">
                        {job.category} ·{' '}
                        {job.projectType === 'hourly' && job.hourlyRateCents !== null
                          ? formatHourly(job.hourlyRateCents)
                          : job.budgetCents !== null
                            ? formatBRL(job.budgetCents)
                            : ''}
                      </span>
                    </span>
                    <ChevronRight aria-hidden className="size-5 shrink-0 text-nevoa-400" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="mt-6 flex justify-end">
          <DialogClose asChild>
            <Button variant="secondary" size="md" className="w-full sm:w-auto">
              Fechar
            </Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function ManualCopy({ link }: { link: string }) {
  return (
    <div className="space-y-3">
      <p className="flex items-start gap-2 text-nevoa-700 text-sm">
        <Link2 aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
        Não conseguimos copiar automaticamente. Copie o link abaixo e envie para o freelancer pelas Mensagens.
      </p>
      <input
        type="text"
        readOnly
        value={link}
        aria-label="Link do trabalho"
        onFocus={(event) => event.currentTarget.select()}
        // biome-ignore lint/a11y/noAutofocus: the one thing to do in this step is copy this link.
        autoFocus
        className="block h-12 w-full rounded-xl border border-nevoa-400 bg-nevoa-50 px-4 text-nevoa-900 text-sm"
      />
    </div>
  );
}
