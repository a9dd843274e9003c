import type { TContract } from '@labora/shared/contracts';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { LoadError, NETWORK_MESSAGE } from '@/components/ui/load-states';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { type ContractsFilters, useContractPages } from '../api/get-contracts';
import { ContractCardsSkeleton } from './contract-cards-skeleton';

interface ContractListProps {
  filters: ContractsFilters;
  /** Names the list, e.g. 'Contratações'. */
  label: string;
  loadErrorTitle: string;
  /** '3 contratações'. */
  countText: (total: number) => string;
  renderItem: (contract: TContract) => ReactNode;
  empty: ReactNode;
}

/** A server-paged list of contracts: the count, the cards, and 'Carregar mais' for the next page. */
export function ContractList({ filters, label, loadErrorTitle, countText, renderItem, empty }: ContractListProps) {
  const query = useContractPages(filters);
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;

  if (!data) {
    if (!query.isError) return <ContractCardsSkeleton label="Carregando..." className="lg:grid-cols-2" />;
    return (
      <LoadError
        title={loadErrorTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  const items = data.pages.flatMap((page) => page.items);
  const total = data.pages[0]?.total ?? 0;
  // A new search keeps the last list on screen until it answers; it is dimmed meanwhile.
  const stale = query.isPlaceholderData;

  return (
    <div aria-busy={stale || undefined}>
      <p aria-live="polite" className="mb-4 font-semibold text-nevoa-600 text-sm tabular-nums">
        {stale ? 'Buscando...' : countText(total)}
      </p>
      {items.length === 0 ? (
        empty
      ) : (
        <ul aria-label={label} className={cn('grid gap-4 transition-opacity lg:grid-cols-2', stale && 'opacity-60')}>
          {items.map((contract) => (
            <li key={contract.id} className="flex min-w-0">
              {renderItem(contract)}
            </li>
          ))}
        </ul>
      )}
      {hasNextPage && (
        <div className="mt-8 flex flex-col items-center gap-3">
          {isFetchNextPageError && (
            <p role="alert" className="text-center font-medium text-danger-700 text-sm">
              {errorMessage(query.error, {
                fallback: 'Não foi possível carregar mais resultados.',
                network: NETWORK_MESSAGE,
              })}
            </p>
          )}
          <Button variant="secondary" size="md" onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
            {!isFetchingNextPage && <ChevronDown aria-hidden className="size-4" />}
            {isFetchingNextPage ? 'Carregando...' : 'Carregar mais'}
          </Button>
        </div>
      )}
    </div>
  );
}
