import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { LoadError, NETWORK_MESSAGE } from '@/components/ui/load-states';
import { errorMessage } from '@/lib/api-client';
import type { CappedPage } from '@/lib/capped-page';
import { cn } from '@/lib/cn';
import { formatResultCount } from '@/lib/format';
import { useOnInView } from '@/lib/use-on-in-view';
import { CardsSkeleton } from './cards-skeleton';

interface PagedResultsProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<CappedPage<T>>>;
  /** Names the list, e.g. 'Freelancers'. */
  label: string;
  loadErrorTitle: string;
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  empty: ReactNode;
  listClassName?: string;
}

/**
 * A server-paged list read as one: the count, the items, and the next page loading as the end comes
 * into view ('Carregar mais' does the same by hand, and is the way back after a failed page).
 */
export function PagedResults<T>({
  query,
  label,
  loadErrorTitle,
  getKey,
  renderItem,
  empty,
  listClassName,
}: PagedResultsProps<T>) {
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const loadMore = () => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  };
  const sentinel = useOnInView<HTMLDivElement>(loadMore, {
    enabled: hasNextPage && !isFetchingNextPage && !isFetchNextPageError,
    resetKey: data?.pages.length,
  });

  if (!data) {
    if (!query.isError) return <CardsSkeleton label="Carregando..." className={listClassName} />;
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
  const first = data.pages[0];
  // A new search keeps the old list on screen until it answers; it is dimmed meanwhile.
  const stale = query.isPlaceholderData;

  return (
    <div aria-busy={stale || undefined}>
      <p aria-live="polite" className="mb-4 font-semibold text-nevoa-600 text-sm tabular-nums">
        {stale ? 'Buscando...' : formatResultCount(first?.total ?? 0, first?.totalCapped ?? false)}
      </p>
      {items.length === 0 ? (
        empty
      ) : (
        <ul aria-label={label} className={cn('grid gap-4 transition-opacity', stale && 'opacity-60', listClassName)}>
          {items.map((item) => (
            <li key={getKey(item)} className="flex">
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
      {hasNextPage && (
        <div ref={sentinel} className="mt-8 flex flex-col items-center gap-3">
          {isFetchNextPageError && (
            <p role="alert" className="text-center font-medium text-danger-700 text-sm">
              {errorMessage(query.error, {
                fallback: 'Não foi possível carregar mais resultados.',
                network: NETWORK_MESSAGE,
              })}
            </p>
          )}
          <Button variant="secondary" size="md" onClick={loadMore} loading={isFetchingNextPage}>
            {!isFetchingNextPage && <ChevronDown aria-hidden className="size-4" />}
            {isFetchingNextPage ? 'Carregando...' : 'Carregar mais'}
          </Button>
        </div>
      )}
      {!hasNextPage && data.pages.length > 1 && (
        <p className="mt-8 text-center text-nevoa-500 text-sm">Você chegou ao fim da lista.</p>
      )}
    </div>
  );
}
