import type { TMessageResponse } from '@labora/shared/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function deleteUser(userId: string) {
  return apiFetch<TMessageResponse>(`/usuarios/${encodeURIComponent(userId)}`, { method: 'DELETE' });
}

/** The table and the cards are fetched again: the total, the page count and maybe the page change. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.users }),
  });
}
