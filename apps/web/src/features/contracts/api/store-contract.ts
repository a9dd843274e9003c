import type { TContract } from '@labora/shared/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import type { ContractsPage } from './get-contracts';

/**
 * The server's answer to a move or a review is the contract as it is now: every screen holding it shows
 * that at once (then the caller has everything about contracts read again: a new status can move it out of a
 * filter, and the dashboard counts change).
 */
export function storeContract(queryClient: QueryClient, contract: TContract) {
  queryClient.setQueryData(queryKeys.contracts.detail(contract.id), contract);
  queryClient.setQueriesData<InfiniteData<ContractsPage>>({ queryKey: queryKeys.contracts.allPages }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) => (item.id === contract.id ? contract : item)),
          })),
        }
      : data,
  );
}
