import { formatBRL } from '@labora/shared/money';
import type { TStatementItem } from '@labora/shared/wallet';
import { ChevronLeft, ChevronRight, FileDown, ReceiptText } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState, LoadError, NETWORK_MESSAGE, SKELETON_BAR } from '@/components/ui/load-states';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { downloadReceipt } from '../api/download-receipt';
import { STATEMENT_PAGE_SIZE, useStatement } from '../api/get-statement';

/** 'Extrato': the wallet's movements, newest first, a page at a time, with the balance after each. */
export function StatementSection() {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const statement = useStatement(page);
  const pages = statement.data ? Math.max(1, Math.ceil(statement.data.total / STATEMENT_PAGE_SIZE)) : 1;

  return (
    <section aria-labelledby={headingId}>
      <Card className="p-5 shadow-sm sm:p-8">
        <h2 id={headingId} className="font-bold text-lg text-nevoa-950">
          Extrato
        </h2>
        <p className="mt-1 text-nevoa-600 text-sm">Cada entrada e saída da sua carteira, com o saldo depois dela.</p>
        <div className="mt-5">
          {statement.isPending ? (
            <div role="status" aria-label="Carregando extrato" className="space-y-3">
              {[0, 1, 2].map((i) => (
                <div key={i} className={cn(SKELETON_BAR, 'h-14')} />
              ))}
            </div>
          ) : statement.isError ? (
            <LoadError
              title="Não foi possível carregar o extrato."
              error={statement.error}
              onRetry={() => void statement.refetch()}
              retrying={statement.isFetching}
              className="shadow-none"
            />
          ) : statement.data.items.length === 0 ? (
            <EmptyState icon={ReceiptText} title="Nenhuma movimentação ainda." size="sm">
              <p>Depósitos, pagamentos, recebimentos e saques aparecem aqui.</p>
            </EmptyState>
          ) : (
            <>
              <ul aria-label="Movimentações" className="divide-y divide-nevoa-100">
                {statement.data.items.map((item) => (
                  <StatementRow key={item.id} item={item} />
                ))}
              </ul>
              {pages > 1 && (
                <nav aria-label="Páginas do extrato" className="mt-4 flex items-center justify-between gap-3">
                  <Button
                    variant="secondary"
                    size="md"
                    disabled={page <= 1 || statement.isFetching}
                    onClick={() => setPage((p) => p - 1)}
                  >
                    <ChevronLeft aria-hidden className="size-4" />
                    Anterior
                  </Button>
                  <p className="text-nevoa-600 text-sm" aria-live="polite">
                    Página {page} de {pages}
                  </p>
                  <Button
                    variant="secondary"
                    size="md"
                    disabled={page >= pages || statement.isFetching}
                    onClick={() => setPage((p) => p + 1)}
                  >
                    Próxima
                    <ChevronRight aria-hidden className="size-4" />
                  </Button>
                </nav>
              )}
            </>
          )}
        </div>
      </Card>
    </section>
  );
}

function StatementRow({ item }: { item: TStatementItem }) {
  const [downloading, setDownloading] = useState(false);
  const incoming = item.amountCents > 0;
  const receipt = async () => {
    setDownloading(true);
    try {
      await downloadReceipt(item.id);
    } catch (error) {
      toast.error(
        errorMessage(error, {
          fallback: 'Não foi possível baixar o recibo. Tente novamente.',
          network: NETWORK_MESSAGE,
        }),
      );
    } finally {
      setDownloading(false);
    }
  };
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
      <div className="min-w-0 flex-1 basis-56">
        <p className="break-words font-semibold text-nevoa-900 text-sm">{item.description}</p>
        <p className="text-nevoa-600 text-xs">
          <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
        </p>
      </div>
      <div className="text-right">
        <p className={cn('font-bold tabular-nums', incoming ? 'text-brand-700' : 'text-nevoa-900')}>
          {incoming ? '+' : '−'}
          {formatBRL(Math.abs(item.amountCents)).replace('-', '')}
        </p>
        <p className="text-nevoa-600 text-xs tabular-nums">Saldo: {formatBRL(item.balanceAfterCents)}</p>
      </div>
      {item.hasReceipt && (
        <Button variant="ghost" size="md" loading={downloading} onClick={() => void receipt()} className="px-3">
          {!downloading && <FileDown aria-hidden className="size-4" />}
          Recibo<span className="sr-only"> de {item.description}</span>
        </Button>
      )}
    </li>
  );
}
