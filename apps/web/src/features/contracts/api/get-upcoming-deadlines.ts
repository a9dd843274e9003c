import type { TContract, TContractStatus } from '@labora/shared/contracts';
import { useQueries } from '@tanstack/react-query';
import { type ContractSide, contractListQueryOptions } from './get-contracts';

/** Contracts whose deadline still matters: not yet started, or under way. */
const OPEN_STATUSES: readonly TContractStatus[] = ['em_andamento', 'aguardando_inicio'];
/** The API's largest page; the dashboard's stat cards read the total of the same query (one request for both). */
export const DEADLINES_PAGE_SIZE = 50;
export const DEADLINES_SHOWN = 5;

export interface UpcomingDeadlines {
  /** The nearest deadlines first (overdue ones lead). */
  items: TContract[];
  total: number;
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => void;
}

/** Open contracts on every side the user plays, merged and ordered by their end date. */
export function useUpcomingDeadlines(sides: readonly ContractSide[]): UpcomingDeadlines {
  return useQueries({
    queries: sides.flatMap((as) =>
      OPEN_STATUSES.map((status) => contractListQueryOptions({ as, status, pageSize: DEADLINES_PAGE_SIZE })),
    ),
    combine: (results) => {
      const failed = results.filter((r) => r.isError);
      const all = results.flatMap((r) => r.data?.items ?? []);
      return {
        // 'YYYY-MM-DD' sorts as text in date order.
        items: all.sort((a, b) => a.endDate.localeCompare(b.endDate) || a.title.localeCompare(b.title, 'pt-BR')),
        total: results.reduce((sum, r) => sum + (r.data?.total ?? 0), 0),
        isPending: results.some((r) => r.isPending),
        isFetching: results.some((r) => r.isFetching),
        error: failed[0]?.error ?? null,
        refetch: () => {
          for (const r of failed) void r.refetch();
        },
      };
    },
  });
}
