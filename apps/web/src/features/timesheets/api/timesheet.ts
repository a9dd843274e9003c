import type { TFundWeeksRequest, TFundWeeksResponse, TStatementResponse, TTimesheet } from '@labora/shared/timesheets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { idempotencyHeader } from '@/lib/idempotency-key';
import { queryKeys } from '@/lib/query-keys';

const base = (contractId: string) => `/contracts/${encodeURIComponent(contractId)}/timesheet`;

/** 'Horas registradas' and the weekly statements of an hourly contract. */
export function useTimesheet(contractId: string) {
  return useQuery({
    queryKey: queryKeys.contracts.timesheet(contractId),
    queryFn: () => apiFetch<TTimesheet>(base(contractId)),
  });
}

/** Money moved or a statement changed: the sheet, the contract (its escrow) and the wallets are behind. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.contracts.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all });
  };
}

/** 'Aprovar': releases the week's amount to the freelancer (a money POST: one Idempotency-Key per click). */
export function useApproveStatement(contractId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ statementId, idempotencyKey }: { statementId: string; idempotencyKey: string }) =>
      apiFetch<TStatementResponse>(`${base(contractId)}/statements/${encodeURIComponent(statementId)}/approve`, {
        method: 'POST',
        headers: idempotencyHeader(idempotencyKey),
      }),
    onSettled: refresh,
  });
}

/** 'Perguntar' (the client) or the freelancer's answer. */
export function useDiscussStatement(contractId: string, step: 'question' | 'answer') {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ statementId, message }: { statementId: string; message: string }) =>
      apiFetch<TStatementResponse>(`${base(contractId)}/statements/${encodeURIComponent(statementId)}/${step}`, {
        method: 'POST',
        body: { message },
      }),
    onSettled: refresh,
  });
}

/** 'Adicionar semanas': weeks × limit × rate into the escrow. */
export function useFundWeeks(contractId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: TFundWeeksRequest; idempotencyKey: string }) =>
      apiFetch<TFundWeeksResponse>(`${base(contractId)}/funding`, {
        method: 'POST',
        body: request,
        headers: idempotencyHeader(idempotencyKey),
      }),
    onSettled: refresh,
  });
}
