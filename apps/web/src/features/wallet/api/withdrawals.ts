import type { TCreateWithdrawalRequest, TListWithdrawals, TWithdrawalResponse } from '@labora/shared/wallet';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { idempotencyHeader } from '@/lib/idempotency-key';
import { queryKeys } from '@/lib/query-keys';

/** While a withdrawal is 'Em processamento' the history is read again this often (the server settles it). */
const PROCESSING_POLL_MS = 3000;
const HISTORY_SIZE = 20;

/** 'Confirmar Saque': the amount leaves the wallet now; the net reaches the account when the method settles. */
export function createWithdrawal({
  request,
  idempotencyKey,
}: {
  request: TCreateWithdrawalRequest;
  idempotencyKey: string;
}) {
  return apiFetch<TWithdrawalResponse>('/wallet/withdrawals', {
    method: 'POST',
    body: request,
    headers: idempotencyHeader(idempotencyKey),
  });
}

/** The withdrawal history, newest first. */
export function useWithdrawals() {
  return useQuery({
    queryKey: queryKeys.wallet.withdrawals(),
    queryFn: () => apiFetch<TListWithdrawals>(`/wallet/withdrawals?page=1&pageSize=${HISTORY_SIZE}`),
    refetchInterval: (query) =>
      query.state.data?.items.some((w) => w.status === 'processing') ? PROCESSING_POLL_MS : false,
  });
}
