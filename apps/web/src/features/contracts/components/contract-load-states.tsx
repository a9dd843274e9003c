import { CONTRACT_MESSAGES } from '@labora/shared/contracts';
import { Lock, SearchX } from 'lucide-react';
import { HiringLinks } from '@/components/marketplace/hiring-links';
import { Button } from '@/components/ui/button';
import { DetailPageSkeleton, PageUnavailable } from '@/components/ui/detail-page-states';
import { LoadError } from '@/components/ui/load-states';
import { hasErrorCode } from '@/lib/api-client';

/** The shape of the contract page while it loads. */
export function ContractSkeleton() {
  return (
    <DetailPageSkeleton
      label="Carregando contrato"
      headerBars={['h-6 w-32 rounded-full', 'h-9 w-3/4', 'h-4 w-56', 'h-2.5 w-full rounded-full']}
      bodyWidths={[100, 95, 90, 70]}
      columnsClassName="lg:grid-cols-[minmax(0,1fr)_22rem]"
    />
  );
}

interface ContractLoadErrorProps {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  onBack: () => void;
}

/** A contract that is not there, one the reader is not part of, or a failure to load it. */
export function ContractLoadError({ error, onRetry, retrying, onBack }: ContractLoadErrorProps) {
  // A malformed id is refused with the same message as a missing contract.
  const missing = hasErrorCode(error, 'NOT_FOUND', 'INVALID_ID');
  const forbidden = hasErrorCode(error, 'FORBIDDEN');
  if (missing || forbidden) {
    return (
      <PageUnavailable
        icon={forbidden ? Lock : SearchX}
        title={forbidden ? CONTRACT_MESSAGES.forbidden : CONTRACT_MESSAGES.notFound}
        actions={
          <>
            <Button variant="secondary" size="md" onClick={onBack}>
              Voltar
            </Button>
            <HiringLinks />
          </>
        }
      >
        {forbidden
          ? 'Só o cliente e o freelancer de um contrato podem abri-lo.'
          : 'O endereço pode estar incorreto. Seus contratos estão nas listas abaixo.'}
      </PageUnavailable>
    );
  }
  return (
    <LoadError
      title="Não foi possível carregar o contrato."
      titleAs="h1"
      error={error}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
