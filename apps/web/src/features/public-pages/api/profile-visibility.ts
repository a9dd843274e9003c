import type { TProfileVisibility } from '@labora/shared/public-pages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Configurações' 'Perfil público' switch (signed-in; TanStack Query is loaded there). */
export function useProfileVisibility() {
  return useQuery({
    queryKey: queryKeys.users.profileVisibility(),
    queryFn: () => apiFetch<TProfileVisibility>('/users/profile-visibility'),
  });
}

export function useSetProfileVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TProfileVisibility) =>
      apiFetch<TProfileVisibility>('/users/profile-visibility', { method: 'PUT', body }),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.users.profileVisibility(), answer),
  });
}
