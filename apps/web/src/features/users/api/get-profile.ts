import type { TProfile } from '@labora/shared/users';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getProfile() {
  return apiFetch<TProfile>('/users/profile');
}

export const profileQueryOptions = queryOptions({ queryKey: queryKeys.users.profile(), queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQueryOptions);
}

/** Applies a change the server has confirmed to the cached profile, sparing a refetch. */
export function patchCachedProfile(queryClient: QueryClient, patch: Partial<TProfile>) {
  queryClient.setQueryData(profileQueryOptions.queryKey, (profile) => (profile ? { ...profile, ...patch } : profile));
}
