import { DISPUTE_MESSAGES } from '@labora/shared/disputes';
import { Lock, SearchX } from 'lucide-react';
import { HiringLinks } from '@/components/marketplace/hiring-links';
import { DetailPageSkeleton, PageUnavailable } from '@/components/ui/detail-page-states';
import { LoadError } from '@/components/ui/load-states';
import { hasErrorCode } from '@/lib/api-client';

export function DisputeSkeleton() {
  return (
    <DetailPageSkeleton
      label="Carregando disputa"
      headerBars={['h-4 w-20', 'h-9 w-3/4', 'h-6 w-32 rounded-full', 'h-4 w-full']}
      bodyWidths={[100, 90, 80, 60]}
      columnsClassName="lg:grid-cols-[minmax(0,1fr)_22rem]"
    />
  );
}

/** A case that is not there, one the reader takes no part in, or a failure to load it. */
export function DisputeLoadError({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const missing = hasErrorCode(error, 'NOT_FOUND', 'INVALID_ID', 'BAD_REQUEST');
  const forbidden = hasErrorCode(error, 'FORBIDDEN');
  if (missing || forbidden) {
    return (
      <PageUnavailable
        icon={forbidden ? Lock : SearchX}
        title={forbidden ? DISPUTE_MESSAGES.forbidden : DISPUTE_MESSAGES.notFound}
        actions={<HiringLinks />}
      >
        {forbidden
          ? 'Só o cliente, o freelancer e a moderação da Labora podem ver uma disputa.'
          : 'O endereço pode estar incorreto. As disputas abrem a partir da página do contrato.'}
      </PageUnavailable>
    );
  }
  return (
    <LoadError
      title="Não foi possível carregar a disputa."
      titleAs="h1"
      error={error}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
