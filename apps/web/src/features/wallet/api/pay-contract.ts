import type { TContractPaymentRequest, TContractPaymentResponse } from '@labora/shared/wallet';
import { apiFetch } from '@/lib/api-client';
import { idempotencyHeader } from '@/lib/idempotency-key';

/** 'Realizar Pagamento': the contract's value into its escrow (wallet at once; PIX, card or bank by a deposit). */
export function payContract({
  contractId,
  request,
  idempotencyKey,
}: {
  contractId: string;
  request: TContractPaymentRequest;
  idempotencyKey: string;
}) {
  return apiFetch<TContractPaymentResponse>(`/contracts/${encodeURIComponent(contractId)}/payment`, {
    method: 'POST',
    body: request,
    headers: idempotencyHeader(idempotencyKey),
  });
}
