import type { TReleaseRequest, TReleaseResponse } from '@labora/shared/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { idempotencyHeader } from '@/lib/idempotency-key';
import { queryKeys } from '@/lib/query-keys';

/** 'Liberar pagamento': part of the escrow, or all of it without an amount (which concludes the contract). */
export function releaseContract({
  id,
  request,
  idempotencyKey,
}: {
  id: string;
  request: TReleaseRequest;
  idempotencyKey: string;
}) {
  return apiFetch<TReleaseResponse>(`/contracts/${encodeURIComponent(id)}/release`, {
    method: 'POST',
    body: request,
    headers: idempotencyHeader(idempotencyKey),
  });
}

export function useReleaseContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseContract,
    // The escrow, the status (a full release concludes) and both wallets changed; a refusal means the screen is behind.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.contracts.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all });
    },
  });
}
