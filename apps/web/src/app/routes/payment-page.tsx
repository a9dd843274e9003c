import type { TContract } from '@labora/shared/contracts';
import { WALLET_MESSAGES } from '@labora/shared/wallet';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError, SKELETON_BAR } from '@/components/ui/load-states';
import { paths } from '@/config/paths';
import { contractQueryOptions } from '@/features/contracts/api/get-contract';
import { useWallet } from '@/features/wallet/api/get-wallet';
import { FaqAccordion } from '@/features/wallet/components/faq-accordion';
import { PaymentPanel } from '@/features/wallet/components/payment-panel';
import { SandboxBanner } from '@/features/wallet/components/sandbox-banner';
import { PAYMENT_FAQ } from '@/features/wallet/lib/wallet-faq';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Why this contract cannot be paid from here, or null when its client may pay it now. */
function refusalOf(contract: TContract): string | null {
  if (contract.myRole !== 'client') return WALLET_MESSAGES.onlyClientPays;
  if (contract.fundedAt) return WALLET_MESSAGES.contractAlreadyPaid;
  if (contract.status !== 'aguardando_inicio') return WALLET_MESSAGES.contractNotAwaitingPayment;
  return null;
}

/**
 * /payment ('Pagamento'): with `?contrato=<id>` the client pays that contract's value into its escrow; without
 * it, 'Adicionar saldo' puts money in the wallet.
 */
export function PaymentPage() {
  const [params] = useSearchParams();
  const contractId = params.get('contrato');
  const navigate = useNavigate();
  const wallet = useWallet();
  const contract = useQuery({ ...contractQueryOptions(contractId ?? ''), enabled: contractId !== null });
  useDocumentTitle(contractId ? 'Pagamento' : 'Adicionar saldo');

  const onContractPaid = (message: string) => {
    toast.success(message);
    if (contractId) navigate(paths.contract(contractId));
  };

  let body: ReactNode;
  if (contractId && contract.isPending) {
    body = (
      <div role="status" aria-label="Carregando contrato" className="space-y-4">
        <div className={cn(SKELETON_BAR, 'h-24')} />
        <div className={cn(SKELETON_BAR, 'h-72')} />
      </div>
    );
  } else if (contractId && contract.isError) {
    body = (
      <LoadError
        title="Não foi possível carregar o contrato."
        error={contract.error}
        onRetry={() => void contract.refetch()}
        retrying={contract.isFetching}
      />
    );
  } else if (contractId && contract.data && refusalOf(contract.data)) {
    body = (
      <Card className="flex flex-col items-center p-8 text-center shadow-sm">
        <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
          <CircleCheck aria-hidden className="size-6" />
        </span>
        <p className="mt-4 font-bold text-lg text-nevoa-950">{refusalOf(contract.data)}</p>
        <ButtonLink to={paths.contract(contractId)} variant="secondary" size="md" className="mt-6">
          Ver contrato
        </ButtonLink>
      </Card>
    );
  } else {
    body = (
      <PaymentPanel
        wallet={wallet.data}
        contract={contractId && contract.data ? contract.data : null}
        onContractPaid={onContractPaid}
      />
    );
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      {contractId && (
        <ButtonLink to={paths.contract(contractId)} variant="ghost" size="md" className="-ml-2 h-10 px-2">
          <ArrowLeft aria-hidden className="size-4" />
          Voltar ao contrato
        </ButtonLink>
      )}
      <div>
        <h1 className="font-extrabold text-3xl text-nevoa-950 tracking-tight sm:text-4xl">Pagamento</h1>
        <p className="mt-2 text-pretty text-nevoa-600">
          {contractId
            ? 'O valor fica guardado em custódia pela Labora e só vai para o freelancer quando você liberar.'
            : 'Adicionar saldo: coloque dinheiro na sua carteira para pagar contratos na hora.'}
        </p>
      </div>
      {/* Until the wallet answers, one placeholder: the sandbox banner it may bring would push down a form already on screen. */}
      {wallet.isPending ? (
        <div role="status" aria-label="Carregando carteira" className="space-y-4">
          <div className={cn(SKELETON_BAR, 'h-24')} />
          <div className={cn(SKELETON_BAR, 'h-72')} />
        </div>
      ) : (
        <>
          {wallet.data?.sandbox && <SandboxBanner />}
          {wallet.isError && (
            <LoadError
              title="Não foi possível carregar seu saldo."
              error={wallet.error}
              onRetry={() => void wallet.refetch()}
              retrying={wallet.isFetching}
            />
          )}
          {body}
          <FaqAccordion items={PAYMENT_FAQ} />
        </>
      )}
    </div>
  );
}
