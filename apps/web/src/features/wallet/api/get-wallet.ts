import type { TWallet } from '@labora/shared/wallet';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/wallet: available, in escrow as client, to receive as freelancer, being withdrawn (centavos). */
export function useWallet() {
  return useQuery({
    queryKey: queryKeys.wallet.summary(),
    queryFn: () => apiFetch<TWallet>('/wallet'),
  });
}
