import type { TCreateDepositRequest, TDeposit, TDepositResponse } from '@labora/shared/wallet';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { idempotencyHeader } from '@/lib/idempotency-key';
import { queryKeys } from '@/lib/query-keys';

/** How often a waiting PIX or bank deposit is read again (the sandbox confirms one after a few seconds). */
const DEPOSIT_POLL_MS = 2000;

/** 'Adicionar saldo': POST /api/wallet/deposits (a card settles at once; PIX and bank wait for the money). */
export function createDeposit({ request, idempotencyKey }: { request: TCreateDepositRequest; idempotencyKey: string }) {
  return apiFetch<TDepositResponse>('/wallet/deposits', {
    method: 'POST',
    body: request,
    headers: idempotencyHeader(idempotencyKey),
  });
}

/** A deposit, read again every few seconds while it waits for the money. */
export function useDeposit(id: string | null, initial?: TDeposit) {
  return useQuery({
    queryKey: queryKeys.wallet.deposit(id ?? ''),
    queryFn: () => apiFetch<TDeposit>(`/wallet/deposits/${encodeURIComponent(id ?? '')}`),
    enabled: id !== null,
    initialData: initial,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? DEPOSIT_POLL_MS : false),
  });
}

/** Sandbox only ('Simular confirmação'): the bank confirms the waiting deposit now. */
export function useSimulateDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, idempotencyKey }: { id: string; idempotencyKey: string }) =>
      apiFetch<TDepositResponse>(`/wallet/deposits/${encodeURIComponent(id)}/simulate`, {
        method: 'POST',
        headers: idempotencyHeader(idempotencyKey),
      }),
    onSuccess: ({ deposit }) => queryClient.setQueryData(queryKeys.wallet.deposit(deposit.id), deposit),
  });
}
