import type { TCpfStatus, TSetCpfRequest, TSetCpfResponse } from '@labora/shared/account';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The own CPF as the server shows it to its owner: masked, or null when none is set. */
export function useCpfStatus() {
  return useQuery({ queryKey: queryKeys.account.cpf(), queryFn: () => apiFetch<TCpfStatus>('/users/me/cpf') });
}

/** Sets the CPF once; the own public profile then shows 'CPF verificado'. */
export function useSetCpf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSetCpfRequest) => apiFetch<TSetCpfResponse>('/users/me/cpf', { method: 'PUT', body }),
    onSuccess: ({ cpf, cpfVerified }) => {
      queryClient.setQueryData<TCpfStatus>(queryKeys.account.cpf(), { cpf, cpfVerified });
      void queryClient.invalidateQueries({ queryKey: queryKeys.freelancers.all });
    },
  });
}
