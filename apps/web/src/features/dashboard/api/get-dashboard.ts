import type { TDashboard, TDashboardActivities } from '@labora/shared/dashboard';
import { DASHBOARD_LIMITS } from '@labora/shared/dashboard-rules';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Everything either dashboard shows, computed by the server in one call (GET /api/dashboard). */
export const dashboardQueryOptions = queryOptions({
  queryKey: queryKeys.dashboard.summary(),
  queryFn: () => apiFetch<TDashboard>('/dashboard'),
});

export function useDashboard() {
  return useQuery(dashboardQueryOptions);
}

/** One part of the aggregate for one section: every section shares the single request and its cache. */
export function useDashboardPart<T>(select: (dashboard: TDashboard) => T) {
  return useQuery({ ...dashboardQueryOptions, select });
}

/**
 * 'Atividades recentes' after the aggregate's first page: older pages from its cursor, only once asked for
 * ('Ver mais'), so opening the dashboard stays one request.
 */
export function useOlderActivities(firstCursor: string | null) {
  return useInfiniteQuery({
    queryKey: [...queryKeys.dashboard.activityPages(), firstCursor],
    queryFn: ({ pageParam }) =>
      apiFetch<TDashboardActivities>(
        `/dashboard/activities?cursor=${pageParam}&pageSize=${DASHBOARD_LIMITS.activitiesPageSize}`,
      ),
    initialPageParam: firstCursor ?? '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: false,
  });
}
