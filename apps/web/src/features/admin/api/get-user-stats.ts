import type { TUserStats } from '@labora/shared/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getUserStats() {
  return apiFetch<TUserStats>('/usuarios/stats');
}

export const userStatsQueryOptions = queryOptions({ queryKey: queryKeys.admin.userStats(), queryFn: getUserStats });

export function useUserStats() {
  return useQuery(userStatsQueryOptions);
}
