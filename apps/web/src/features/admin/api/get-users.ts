import { ADMIN_PAGE_SIZE, type TAdminUser, type ZListUsersQuery } from '@labora/shared/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetchResponse } from '@/lib/api-client';

/** What the screen chooses; the page size is SPEC's 10. */
export type UsersQuery = Omit<z.output<typeof ZListUsersQuery>, 'pageSize'>;

export interface UsersPage {
  users: TAdminUser[];
  total: number;
}

/** Every query of this screen sits under `all`, so one invalidation refreshes the table and the cards. */
export const adminUsersKeys = {
  all: ['admin', 'users'] as const,
  lists: () => [...adminUsersKeys.all, 'list'] as const,
  list: (query: UsersQuery) => [...adminUsersKeys.lists(), query] as const,
  stats: () => [...adminUsersKeys.all, 'stats'] as const,
};

/** One page of users, searched, sorted and cut in the database. */
export async function getUsers(query: UsersQuery): Promise<UsersPage> {
  const params = new URLSearchParams({
    q: query.q,
    sort: query.sort,
    order: query.order,
    page: String(query.page),
    pageSize: String(ADMIN_PAGE_SIZE),
  });
  const response = await apiFetchResponse(`/usuarios?${params}`);
  const users = (await response.json()) as TAdminUser[];
  return { users, total: Number(response.headers.get('x-total-count') ?? users.length) };
}

export function usersQueryOptions(query: UsersQuery) {
  return queryOptions({ queryKey: adminUsersKeys.list(query), queryFn: () => getUsers(query) });
}

/** The previous page stays on screen while the next one loads, so the table does not flash 'Loading...'. */
export function useUsers(query: UsersQuery) {
  return useQuery({ ...usersQueryOptions(query), placeholderData: keepPreviousData });
}
