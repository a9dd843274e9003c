import type { TMessageResponse } from '@labora/shared/auth';
import type {
  TPayoutAccountInput,
  TPayoutAccountList,
  TSavePayoutAccountResponse,
} from '@labora/shared/payout-accounts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The person's saved payout accounts, newest first. */
export function usePayoutAccounts() {
  return useQuery({
    queryKey: queryKeys.wallet.payoutAccounts(),
    queryFn: () => apiFetch<TPayoutAccountList>('/wallet/payout-accounts'),
  });
}

/** 'Salvar esta conta para próximos saques' (an account already saved answers the saved one). */
export function savePayoutAccount(account: TPayoutAccountInput) {
  return apiFetch<TSavePayoutAccountResponse>('/wallet/payout-accounts', { method: 'POST', body: account });
}

export function removePayoutAccount(id: string) {
  return apiFetch<TMessageResponse>(`/wallet/payout-accounts/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
