import { JOB_MESSAGES } from '@labora/shared/jobs';
import { SearchX } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/button';
import { DetailPageSkeleton, PageUnavailable } from '@/components/ui/detail-page-states';
import { LoadError } from '@/components/ui/load-states';
import { paths } from '@/config/paths';
import { hasErrorCode } from '@/lib/api-client';
import { JOB_FORM_MESSAGES } from '../lib/job-form';

/** The shape of the job page while the job loads. */
export function JobSkeleton() {
  return (
    <DetailPageSkeleton
      label="Carregando trabalho"
      headerBars={['h-5 w-40', 'h-9 w-3/4', 'h-4 w-56']}
      bodyWidths={[100, 95, 90, 70, 85]}
      columnsClassName="lg:grid-cols-[minmax(0,1fr)_20rem]"
    />
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
      <PageUnavailable
        icon={SearchX}
        title={JOB_MESSAGES.notFound}
        actions={
          <>
            <Button variant="secondary" size="md" onClick={onBack}>
              Voltar
            </Button>
            <ButtonLink to={paths.freelancersList} size="md">
              Ver projetos disponíveis
            </ButtonLink>
          </>
        }
      >
        Ele pode ter sido encerrado pelo cliente ou o endereço está incorreto.
      </PageUnavailable>
    );
  }
  return (
    <LoadError
      title="Não foi possível carregar o trabalho."
      titleAs="h1"
      error={error}
      networkMessage={JOB_FORM_MESSAGES.network}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
