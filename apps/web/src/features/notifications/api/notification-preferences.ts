import type { TNotificationPreferences, TUpdateNotificationPreferences } from '@labora/shared/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The e-mail switches of Configurações ('E-mails'); all on until changed. */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: queryKeys.notifications.preferences(),
    queryFn: () => apiFetch<TNotificationPreferences>('/notifications/preferences'),
  });
}

/** Flips one switch; the screen shows the answer the server kept. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: TUpdateNotificationPreferences) =>
      apiFetch<TNotificationPreferences>('/notifications/preferences', { method: 'PUT', body: changes }),
    onSuccess: (preferences) => queryClient.setQueryData(queryKeys.notifications.preferences(), preferences),
  });
}
