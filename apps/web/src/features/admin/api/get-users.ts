import { ADMIN_PAGE_SIZE, type TAdminUser, type ZListUsersQuery } from '@labora/shared/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetchResponse } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** What the screen chooses; the page size is SPEC's 10. */
export type UsersQuery = Omit<z.output<typeof ZListUsersQuery>, 'pageSize'>;

export interface UsersPage {
  users: TAdminUser[];
  total: number;
}

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
  return queryOptions({ queryKey: queryKeys.admin.userList(query), queryFn: () => getUsers(query) });
}

/** The previous page stays on screen while the next one loads, so the table does not flash 'Loading...'. */
export function useUsers(query: UsersQuery) {
  return useQuery({ ...usersQueryOptions(query), placeholderData: keepPreviousData });
}
