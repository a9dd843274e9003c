import type { TContract } from '@labora/shared/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { contractKey, contractsKey } from './get-contract';
import { allContractPagesKey, type ContractsPage } from './get-contracts';

/**
 * The server's answer to a move or a review is the contract as it is now: every screen holding it shows
 * that at once, then everything about contracts is read again (a new status can move it out of a filter,
 * and the dashboard counts change).
 */
export function storeContract(queryClient: QueryClient, contract: TContract) {
  queryClient.setQueryData(contractKey(contract.id), contract);
  queryClient.setQueriesData<InfiniteData<ContractsPage>>({ queryKey: allContractPagesKey }, (data) =>
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

export function refreshContracts(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: contractsKey });
}

/** The answer carries a toast text besides the contract; the cache keeps the contract only. */
export function withoutMessage<T extends TContract & { message: string }>({ message: _, ...contract }: T): TContract {
  return contract;
}
