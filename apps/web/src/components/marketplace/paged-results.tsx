import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { CappedPage } from '@/lib/capped-page';
import { formatResultCount } from '@/lib/format';
import { useOnInView } from '@/lib/use-on-in-view';
import { CardsSkeleton } from './cards-skeleton';
import { FirstPageState, PagedList } from './paged-list';

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
    return (
      <FirstPageState
        query={query}
        loadErrorTitle={loadErrorTitle}
        skeleton={<CardsSkeleton label="Carregando..." className={listClassName} />}
      />
    );
  }

  const first = data.pages[0];
  return (
    <PagedList
      query={query}
      data={data}
      label={label}
      countText={formatResultCount(first?.total ?? 0, first?.totalCapped ?? false)}
      getKey={getKey}
      renderItem={renderItem}
      empty={empty}
      listClassName={listClassName}
      onLoadMore={loadMore}
      loadMoreRef={sentinel}
    >
      {!hasNextPage && data.pages.length > 1 && (
        <p className="mt-8 text-center text-nevoa-500 text-sm">Você chegou ao fim da lista.</p>
      )}
    </PagedList>
  );
}
