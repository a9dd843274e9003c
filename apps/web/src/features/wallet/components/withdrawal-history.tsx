import { formatBRL } from '@labora/shared/money';
import type { TWithdrawal } from '@labora/shared/wallet';
import { useQueryClient } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Card } from '@/components/ui/card';
import { EmptyState, LoadError, SKELETON_BAR } from '@/components/ui/load-states';
import { cn } from '@/lib/cn';
import { formatDateTime, formatDay } from '@/lib/format';
import { queryKeys } from '@/lib/query-keys';
import { useWithdrawals } from '../api/withdrawals';
import { WITHDRAWAL_METHOD_LABELS } from '../lib/method-labels';
import { WithdrawalStatusBadge } from './withdrawal-status-badge';

/** SPEC's withdrawal history: read again every few seconds while one is 'Em processamento'. */
export function WithdrawalHistory() {
  const headingId = useId();
  const withdrawals = useWithdrawals();
  const queryClient = useQueryClient();
  // A settled withdrawal changes the balances ('Em saque', and 'Disponível' after a failure): read them again.
  const processing = withdrawals.data?.items.filter((w) => w.status === 'processing').length;
  const previous = useRef(processing);
  useEffect(() => {
    if (previous.current !== undefined && processing !== undefined && processing < previous.current) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all });
    }
    previous.current = processing;
  }, [processing, queryClient]);

  return (
    <section aria-labelledby={headingId}>
      <Card className="p-5 shadow-sm sm:p-8">
        <h2 id={headingId} className="font-bold text-lg text-nevoa-950">
          Histórico de saques
        </h2>
        <div className="mt-5">
          {withdrawals.isPending ? (
            <div role="status" aria-label="Carregando saques" className="space-y-3">
              {[0, 1].map((i) => (
                <div key={i} className={cn(SKELETON_BAR, 'h-20')} />
              ))}
            </div>
          ) : withdrawals.isError ? (
            <LoadError
              title="Não foi possível carregar os saques."
              error={withdrawals.error}
              onRetry={() => void withdrawals.refetch()}
              retrying={withdrawals.isFetching}
              className="shadow-none"
            />
          ) : withdrawals.data.items.length === 0 ? (
            <EmptyState icon={History} title="Nenhum saque ainda." size="sm">
              <p>Os saques que você solicitar aparecem aqui, com o andamento de cada um.</p>
            </EmptyState>
          ) : (
            <ul aria-label="Saques" className="space-y-3">
              {withdrawals.data.items.map((withdrawal) => (
                <WithdrawalRow key={withdrawal.id} withdrawal={withdrawal} />
              ))}
            </ul>
          )}
        </div>
      </Card>
    </section>
  );
}

function WithdrawalRow({ withdrawal: w }: { withdrawal: TWithdrawal }) {
  return (
    <li
      className={cn(
        'rounded-2xl border p-4',
        w.status === 'failed' ? 'border-danger-600/20 bg-danger-50/50' : 'border-nevoa-200',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <p className="font-bold text-lg text-nevoa-950 tabular-nums">{formatBRL(w.amountCents)}</p>
          <p className="text-nevoa-600 text-sm">
            <time dateTime={w.createdAt}>{formatDateTime(w.createdAt)}</time> · {WITHDRAWAL_METHOD_LABELS[w.method]}
          </p>
        </div>
        <WithdrawalStatusBadge status={w.status} />
      </div>
      <p className="mt-2 break-words text-nevoa-700 text-sm">{w.accountLabel}</p>
      <p className="mt-1 text-nevoa-600 text-sm">
        Taxa {formatBRL(w.feeCents)} · Você recebe{' '}
        <span className="font-semibold text-nevoa-900">{formatBRL(w.netCents)}</span>
      </p>
      {w.status === 'processing' && (
        <p className="mt-1 text-nevoa-600 text-sm">
          {w.scheduledDate ? `Agendado para ${formatDay(w.scheduledDate, 'short')} · ` : ''}Previsão: até{' '}
          {formatDay(w.expectedBy, 'short')}
        </p>
      )}
      {w.status === 'completed' && w.settledAt && (
        <p className="mt-1 text-nevoa-600 text-sm">
          Enviado em <time dateTime={w.settledAt}>{formatDateTime(w.settledAt)}</time>
        </p>
      )}
      {w.status === 'failed' && (
        <p className="mt-1 font-medium text-danger-700 text-sm">
          {w.failureReason ?? 'O saque não pôde ser concluído.'} Valor devolvido à carteira.
        </p>
      )}
    </li>
  );
}
