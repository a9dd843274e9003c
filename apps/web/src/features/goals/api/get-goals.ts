import type { TGoalsResponse } from '@labora/shared/goals';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The own goals; a tied goal's progress is computed by the server on each read. */
export function useGoals() {
  return useQuery({ queryKey: queryKeys.goals.all, queryFn: () => apiFetch<TGoalsResponse>('/goals') });
}
