import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Button } from '@/components/ui/button';
import { LoadError, NETWORK_MESSAGE } from '@/components/ui/load-states';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';

type PagesQuery<T> = UseInfiniteQueryResult<InfiniteData<{ items: T[] }>>;

/** Before the first page: the list's placeholders, or the failure with 'Tentar novamente'. */
export function FirstPageState({
  query,
  loadErrorTitle,
  skeleton,
}: {
  query: PagesQuery<unknown>;
  loadErrorTitle: string;
  skeleton: ReactNode;
}) {
  if (!query.isError) return skeleton;
  return (
    <LoadError
      title={loadErrorTitle}
      error={query.error}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}

interface PagedListProps<T> {
  query: PagesQuery<T>;
  /** The query's pages, once the first has come. */
  data: InfiniteData<{ items: T[] }>;
  /** Names the list, e.g. 'Freelancers'. */
  label: string;
  /** The count line, e.g. '3 contratações'. */
  countText: string;
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  empty: ReactNode;
  listClassName?: string;
  itemClassName?: string;
  onLoadMore: () => void;
  /** On the 'Carregar mais' box, e.g. to load the next page as it comes into view. */
  loadMoreRef?: Ref<HTMLDivElement>;
  /** Under the list, e.g. the end-of-list note. */
  children?: ReactNode;
}

/**
 * The pages read so far as one list: the count (or 'Buscando...' while a new search answers, the old list dimmed),
 * the items, and 'Carregar mais' while a next page exists, with its failure above it.
 */
export function PagedList<T>({
  query,
  data,
  label,
  countText,
  getKey,
  renderItem,
  empty,
  listClassName,
  itemClassName = 'flex',
  onLoadMore,
  loadMoreRef,
  children,
}: PagedListProps<T>) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError } = query;
  const items = data.pages.flatMap((page) => page.items);
  // A new search keeps the old list on screen until it answers; it is dimmed meanwhile.
  const stale = query.isPlaceholderData;

  return (
    <div aria-busy={stale || undefined}>
      <p aria-live="polite" className="mb-4 font-semibold text-nevoa-600 text-sm tabular-nums">
        {stale ? 'Buscando...' : countText}
      </p>
      {items.length === 0 ? (
        empty
      ) : (
        <ul aria-label={label} className={cn('grid gap-4 transition-opacity', stale && 'opacity-60', listClassName)}>
          {items.map((item) => (
            <li key={getKey(item)} className={itemClassName}>
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
      {hasNextPage && (
        <div ref={loadMoreRef} className="mt-8 flex flex-col items-center gap-3">
          {isFetchNextPageError && (
            <p role="alert" className="text-center font-medium text-danger-700 text-sm">
              {errorMessage(query.error, {
                fallback: 'Não foi possível carregar mais resultados.',
                network: NETWORK_MESSAGE,
              })}
            </p>
          )}
          <Button variant="secondary" size="md" onClick={onLoadMore} loading={isFetchingNextPage}>
            {!isFetchingNextPage && <ChevronDown aria-hidden className="size-4" />}
            {isFetchingNextPage ? 'Carregando...' : 'Carregar mais'}
          </Button>
        </div>
      )}
      {children}
    </div>
  );
}
