import type { TSkillsResponse } from '@labora/shared/skills';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The own profile's skills with their level and the contracts and reviews that used each. */
export function useSkills() {
  return useQuery({ queryKey: queryKeys.skills.all, queryFn: () => apiFetch<TSkillsResponse>('/skills') });
}
