import type {
  TConversationMember,
  TConversationSummary,
  TCreateGroupRequest,
  TLeaveGroupResponse,
} from '@labora/shared/messages';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The group as the server answers it now: its detail, and every list (names, members, order). */
function storeGroup(queryClient: QueryClient, group: TConversationSummary) {
  queryClient.setQueryData(queryKeys.messages.detail(group.id), group);
  return queryClient.invalidateQueries({ queryKey: queryKeys.messages.allConversations });
}

/** People to add to a group, by name (2 characters at least; the server answers 10 at most). */
export function useSearchPeople(search: string) {
  const term = search.trim();
  return useQuery({
    queryKey: queryKeys.messages.people(term),
    queryFn: () => apiFetch<TConversationMember[]>(`/messages/people?${new URLSearchParams({ search: term })}`),
    enabled: term.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** 'Criar grupo': a name and the people picked; the creator owns it. */
export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (group: TCreateGroupRequest) =>
      apiFetch<TConversationSummary>('/conversations/groups', { method: 'POST', body: group }),
    onSuccess: (group) => storeGroup(queryClient, group),
  });
}

/** The owner adds someone to the group. */
export function useAddGroupMember(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiFetch<TConversationSummary>(`/conversations/${encodeURIComponent(groupId)}/members`, {
        method: 'POST',
        body: { userId },
      }),
    onSuccess: (group) => storeGroup(queryClient, group),
  });
}

/** The owner removes someone from the group. */
export function useRemoveGroupMember(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiFetch<TConversationSummary>(
        `/conversations/${encodeURIComponent(groupId)}/members/${encodeURIComponent(userId)}`,
        { method: 'DELETE' },
      ),
    onSuccess: (group) => storeGroup(queryClient, group),
  });
}

/** 'Sair do grupo': the caller is out; its screens forget the group, every list is fetched again. */
export function useLeaveGroup(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<TLeaveGroupResponse>(`/conversations/${encodeURIComponent(groupId)}/leave`, { method: 'POST' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: queryKeys.messages.detail(groupId) });
      queryClient.removeQueries({ queryKey: queryKeys.messages.pages(groupId) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.messages.allConversations });
    },
  });
}
