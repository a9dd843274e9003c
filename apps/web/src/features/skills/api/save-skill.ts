import type { TSkillsResponse } from '@labora/shared/skills';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** A skill is the profile's: the profile and the learning recommendations (ranked by skills) change with it. */
function refreshAfterSkills(queryClient: QueryClient, list?: TSkillsResponse) {
  if (list) queryClient.setQueryData(queryKeys.skills.all, list);
  void queryClient.invalidateQueries({ queryKey: queryKeys.skills.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.learning.all });
}

/** 'Adicionar' (a new skill with its level) or a new level for an existing one. */
export function useSaveSkill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ skill, level, isNew }: { skill: string; level: number; isNew: boolean }) =>
      isNew
        ? apiFetch<TSkillsResponse>('/skills', { method: 'POST', body: { skill, level } })
        : apiFetch<TSkillsResponse>(`/skills/${encodeURIComponent(skill)}`, { method: 'PUT', body: { level } }),
    onSuccess: (list) => refreshAfterSkills(queryClient, list),
  });
}

/** Removes the skill from the profile (and its level). */
export function useRemoveSkill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (skill: string) =>
      apiFetch<{ message: string }>(`/skills/${encodeURIComponent(skill)}`, { method: 'DELETE' }),
    onSuccess: () => refreshAfterSkills(queryClient),
  });
}
