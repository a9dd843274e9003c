import { CreditCard } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError, SKELETON_BAR } from '@/components/ui/load-states';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useWallet } from '../api/get-wallet';
import { usePayoutAccounts } from '../api/payout-accounts';
import { FaqAccordion } from '../components/faq-accordion';
import { SandboxBanner } from '../components/sandbox-banner';
import { StatementSection } from '../components/statement-section';
import { WalletSummary } from '../components/wallet-summary';
import { WithdrawForm } from '../components/withdraw-form';
import { WithdrawalHistory } from '../components/withdrawal-history';
import { WITHDRAWAL_FAQ } from '../lib/wallet-faq';

/** /withdraw ('Solicitar Saque'): the wallet's figures, the withdrawal form, its history, the statement and the FAQ. */
export function WithdrawPage() {
  useDocumentTitle('Solicitar Saque');
  const wallet = useWallet();
  const payoutAccounts = usePayoutAccounts();

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-extrabold text-3xl text-nevoa-950 tracking-tight sm:text-4xl">Solicitar Saque</h1>
          <p className="mt-2 text-pretty text-nevoa-600">
            Transfira o saldo da sua carteira para sua conta por PIX, transferência bancária ou cartão.
          </p>
        </div>
        <ButtonLink to={paths.payment} variant="secondary" size="md" className="self-start sm:self-auto">
          <CreditCard aria-hidden className="size-4" />
          Adicionar saldo
        </ButtonLink>
      </div>

      {/* Until the wallet answers, one placeholder: the sandbox banner and the figures it brings would push down
          the sections below, already on screen. */}
      {wallet.isPending ? (
        <div role="status" aria-label="Carregando carteira" className="space-y-6">
          <div className={cn(SKELETON_BAR, 'h-40')} />
          <div className={cn(SKELETON_BAR, 'h-72')} />
        </div>
      ) : (
        <>
          {wallet.data?.sandbox && <SandboxBanner />}

          {wallet.isError ? (
            <LoadError
              title="Não foi possível carregar sua carteira."
              error={wallet.error}
              onRetry={() => void wallet.refetch()}
              retrying={wallet.isFetching}
            />
          ) : (
            <WalletSummary wallet={wallet.data} />
          )}

          {/* SPEC's order: the form, its history, then the FAQ; the statement sits with the history. */}
          <Card className="p-5 shadow-sm sm:p-8">
            <h2 className="font-bold text-lg text-nevoa-950">Novo saque</h2>
            <div className="mt-5">
              {wallet.data ? (
                <WithdrawForm availableCents={wallet.data.availableCents} savedAccounts={payoutAccounts.data?.items} />
              ) : (
                <div role="status" aria-label="Carregando formulário" className="space-y-4">
                  <div className={cn(SKELETON_BAR, 'h-12')} />
                  <div className={cn(SKELETON_BAR, 'h-20')} />
                </div>
              )}
            </div>
          </Card>
          <WithdrawalHistory />
          <StatementSection />
          <FaqAccordion items={WITHDRAWAL_FAQ} />
        </>
      )}
    </div>
  );
}
