import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/**
 * After any step of a case or an agreement: the case, the contract's panel and the queue move together
 * (queryKeys.disputes), the contract's status and escrow may have moved, and a step that moves money changes both
 * wallets. Also on a refusal: it means the screen is behind.
 */
export function refreshAfterDisputeStep(queryClient: QueryClient, { money = false }: { money?: boolean } = {}) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.disputes.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.contracts.all });
  if (money) void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all });
}
