import type { TStatement } from '@labora/shared/wallet';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const STATEMENT_PAGE_SIZE = 10;

/** One page of the wallet's movements, newest first; the previous page stays on screen while the next loads. */
export function useStatement(page: number) {
  const query = { page, pageSize: STATEMENT_PAGE_SIZE };
  return useQuery({
    queryKey: queryKeys.wallet.statement(query),
    queryFn: () =>
      apiFetch<TStatement>(
        `/wallet/statement?${new URLSearchParams({ page: String(page), pageSize: String(STATEMENT_PAGE_SIZE) })}`,
      ),
    placeholderData: keepPreviousData,
  });
}
