import { JOB_MESSAGES } from '@labora/shared/jobs';
import { CircleAlert, RotateCw, SearchX } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SKELETON_BAR } from '@/components/ui/load-states';
import { paths } from '@/config/paths';
import { errorMessage, hasErrorCode } from '@/lib/api-client';
import { JOB_FORM_MESSAGES } from '../lib/job-form';

/** The shape of the job page while the job loads. */
export function JobSkeleton() {
  return (
    <div role="status" aria-label="Carregando trabalho" className="space-y-6">
      <Card className="space-y-4 p-5 shadow-sm sm:p-8">
        <div className={`${SKELETON_BAR} h-5 w-40`} />
        <div className={`${SKELETON_BAR} h-9 w-3/4`} />
        <div className={`${SKELETON_BAR} h-4 w-56`} />
      </Card>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card className="space-y-3 p-5 shadow-sm sm:p-8">
          {[100, 95, 90, 70, 85].map((width) => (
            <div key={width} className={`${SKELETON_BAR} h-4`} style={{ width: `${width}%` }} />
          ))}
        </Card>
        <Card className="space-y-4 p-5 shadow-sm sm:p-6">
          <div className={`${SKELETON_BAR} h-8 w-32`} />
          <div className={`${SKELETON_BAR} h-4 w-full`} />
          <div className={`${SKELETON_BAR} h-4 w-2/3`} />
        </Card>
      </div>
    </div>
  );
}

/** A job that is not there (or no longer shown to this person), or a failure to load it. */
export function JobLoadError({
  error,
  onRetry,
  retrying,
  onBack,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  onBack: () => void;
}) {
  // A malformed id is as missing as an unknown one.
  const missing = hasErrorCode(error, 'NOT_FOUND', 'INVALID_ID');
  if (missing) {
    return (
      <Card role="alert" className="flex flex-col items-center p-8 text-center shadow-sm sm:p-12">
        <span className="flex size-12 items-center justify-center rounded-2xl bg-nevoa-100 text-nevoa-700">
          <SearchX aria-hidden className="size-6" />
        </span>
        <h1 className="mt-5 font-bold text-nevoa-950 text-xl">{JOB_MESSAGES.notFound}</h1>
        <p className="mt-1 max-w-md text-pretty text-nevoa-600">
          Ele pode ter sido encerrado pelo cliente ou o endereço está incorreto.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button variant="secondary" size="md" onClick={onBack}>
            Voltar
          </Button>
          <ButtonLink to={paths.freelancersList} size="md">
            Ver projetos disponíveis
          </ButtonLink>
        </div>
      </Card>
    );
  }
  const detail = errorMessage(error, {
    fallback: 'Tente novamente em alguns instantes.',
    network: JOB_FORM_MESSAGES.network,
  });
  return (
    <Card role="alert" className="flex flex-col items-center p-8 text-center shadow-sm sm:p-12">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-danger-50 text-danger-700">
        <CircleAlert aria-hidden className="size-6" />
      </span>
      <h1 className="mt-5 font-bold text-lg text-nevoa-950">Não foi possível carregar o trabalho.</h1>
      <p className="mt-1 text-nevoa-600">{detail}</p>
      <Button variant="secondary" size="md" onClick={onRetry} loading={retrying} className="mt-6">
        {!retrying && <RotateCw aria-hidden className="size-4" />}
        Tentar novamente
      </Button>
    </Card>
  );
}
