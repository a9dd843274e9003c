import type { TContract } from '@labora/shared/contracts';
import type { ReactNode } from 'react';
import { FirstPageState, PagedList } from '@/components/marketplace/paged-list';
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
  const { data, fetchNextPage } = query;

  if (!data) {
    return (
      <FirstPageState
        query={query}
        loadErrorTitle={loadErrorTitle}
        skeleton={<ContractCardsSkeleton label="Carregando..." className="lg:grid-cols-2" />}
      />
    );
  }

  return (
    <PagedList
      query={query}
      data={data}
      label={label}
      countText={countText(data.pages[0]?.total ?? 0)}
      getKey={(contract) => contract.id}
      renderItem={renderItem}
      empty={empty}
      listClassName="lg:grid-cols-2"
      itemClassName="flex min-w-0"
      onLoadMore={() => void fetchNextPage()}
    />
  );
}
