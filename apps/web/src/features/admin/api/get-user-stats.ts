import type { TUserStats } from '@labora/shared/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { adminUsersKeys } from './get-users';

export function getUserStats() {
  return apiFetch<TUserStats>('/usuarios/stats');
}

export const userStatsQueryOptions = queryOptions({ queryKey: adminUsersKeys.stats(), queryFn: getUserStats });

export function useUserStats() {
  return useQuery(userStatsQueryOptions);
}
