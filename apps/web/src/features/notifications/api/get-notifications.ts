import { NOTIFICATION_LIMITS } from '@labora/shared/notification-rules';
import type { TNotificationsPage, TUnreadNotificationsCount } from '@labora/shared/notifications';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Until the WebSocket announces changes, and when it misses one, the count is checked again this often. */
const UNREAD_REFRESH_MS = 60_000;

/** The bell's number: unread notifications (live through the socket's 'notifications' event). */
export function useUnreadNotificationsCount() {
  return useQuery({
    queryKey: queryKeys.notifications.unreadCount(),
    queryFn: () => apiFetch<TUnreadNotificationsCount>('/notifications/unread-count'),
    refetchInterval: UNREAD_REFRESH_MS,
    select: (data) => data.count,
  });
}

/** Newest first, a page at a time; 'messages': only mentions and group additions (the Messages screen). */
export function useNotifications(filter: 'all' | 'messages', options: { enabled?: boolean } = {}) {
  const pageSize = NOTIFICATION_LIMITS.pageDefault;
  return useInfiniteQuery({
    queryKey: queryKeys.notifications.pages({ filter, pageSize }),
    queryFn: ({ pageParam }) =>
      apiFetch<TNotificationsPage>(`/notifications?filter=${filter}&page=${pageParam}&pageSize=${pageSize}`),
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => (last.hasMore ? page + 1 : undefined),
    enabled: options.enabled ?? true,
  });
}
