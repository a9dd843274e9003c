import { CONTRACT_MESSAGES } from '@labora/shared/contracts';
import { Lock, SearchX } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError, SKELETON_BAR } from '@/components/ui/load-states';
import { paths } from '@/config/paths';
import { hasErrorCode } from '@/lib/api-client';

/** The shape of the contract page while it loads. */
export function ContractSkeleton() {
  return (
    <div role="status" aria-label="Carregando contrato" className="space-y-6">
      <Card className="space-y-4 p-5 shadow-sm sm:p-8">
        <div className={`${SKELETON_BAR} h-6 w-32 rounded-full`} />
        <div className={`${SKELETON_BAR} h-9 w-3/4`} />
        <div className={`${SKELETON_BAR} h-4 w-56`} />
        <div className={`${SKELETON_BAR} h-2.5 w-full rounded-full`} />
      </Card>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card className="space-y-3 p-5 shadow-sm sm:p-8">
          {[100, 95, 90, 70].map((width) => (
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
    const Icon = forbidden ? Lock : SearchX;
    return (
      <Card role="alert" className="flex flex-col items-center p-8 text-center shadow-sm sm:p-12">
        <span className="flex size-12 items-center justify-center rounded-2xl bg-nevoa-100 text-nevoa-700">
          <Icon aria-hidden className="size-6" />
        </span>
        <h1 className="mt-5 font-bold text-nevoa-950 text-xl">
          {forbidden ? CONTRACT_MESSAGES.forbidden : CONTRACT_MESSAGES.notFound}
        </h1>
        <p className="mt-1 max-w-md text-pretty text-nevoa-600">
          {forbidden
            ? 'Só o cliente e o freelancer de um contrato podem abri-lo.'
            : 'O endereço pode estar incorreto. Seus contratos estão nas listas abaixo.'}
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button variant="secondary" size="md" onClick={onBack}>
            Voltar
          </Button>
          <ButtonLink to={paths.hiring} variant="secondary" size="md">
            Contratações
          </ButtonLink>
          <ButtonLink to={paths.myProjects} size="md">
            Meus Projetos
          </ButtonLink>
        </div>
      </Card>
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
