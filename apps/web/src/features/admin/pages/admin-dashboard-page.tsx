import { ADMIN_MESSAGES, ADMIN_PAGE_SIZE, type TAdminUser } from '@labora/shared/admin';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, RotateCw } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorMessage, hasErrorCode } from '@/lib/api-client';
import { formatCount } from '@/lib/format';
import { queryKeys } from '@/lib/query-keys';
import { useSessionUser } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMediaQuery } from '@/lib/use-media-query';
import { useUsers } from '../api/get-users';
import { DeleteUserDialog } from '../components/delete-user-dialog';
import { Pagination } from '../components/pagination';
import { StatsCards } from '../components/stats-cards';
import { UserDetailsDialog } from '../components/user-details-dialog';
import { UsersCards } from '../components/users-cards';
import { UsersTable } from '../components/users-table';
import { UsersToolbar } from '../components/users-toolbar';
import { type SortOrder, type UsersSort, useUsersSearchParams } from '../hooks/use-users-search-params';

export function AdminDashboardPage() {
  useDocumentTitle('Administração');
  const { query, update } = useUsersSearchParams();
  const usersQuery = useUsers(query);
  const queryClient = useQueryClient();
  // Moderators read and export; the buttons that would only earn them a 403 are not shown.
  const canWrite = useSessionUser()?.role === 'admin';
  const [opened, setOpened] = useState<TAdminUser | null>(null);
  const [deleting, setDeleting] = useState<TAdminUser | null>(null);
  // One of the two in the page at a time, so each row's buttons exist once.
  const wide = useMediaQuery('(min-width: 48rem)');

  const total = usersQuery.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));

  // A delete elsewhere can leave this page past the end: go to the last one that still has rows.
  const settled = usersQuery.isSuccess && !usersQuery.isPlaceholderData;
  useEffect(() => {
    if (settled && query.page > pageCount) update({ page: pageCount });
  }, [settled, query.page, pageCount, update]);

  const onSearch = useCallback((q: string) => update({ q, page: 1 }), [update]);
  // A header click starts ascending and flips on the next click; the phone's select names both.
  const onSort = (sort: UsersSort, order?: SortOrder) =>
    update({ sort, order: order ?? (query.sort === sort && query.order === 'asc' ? 'desc' : 'asc'), page: 1 });

  if (usersQuery.isPending) {
    return (
      <p role="status" className="py-24 text-center font-semibold text-nevoa-600">
        Loading...
      </p>
    );
  }

  if (usersQuery.isError) {
    return <FetchError error={usersQuery.error} onRetry={() => void usersQuery.refetch()} />;
  }

  const { users } = usersQuery.data;
  const UsersView = wide ? UsersTable : UsersCards;

  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="font-extrabold text-3xl text-nevoa-950 tracking-tight sm:text-4xl">Administração</h1>
      <p className="mt-2 text-nevoa-600">Gerencie as contas de clientes e freelancers da Labora.</p>

      <section aria-label="Resumo" className="mt-8">
        <StatsCards />
      </section>

      <Card className="mt-8 shadow-sm">
        <div className="space-y-4 p-4 sm:p-6">
          <div className="flex items-baseline justify-between gap-3">
            <h2 className="font-bold text-lg text-nevoa-950">Usuários</h2>
            <p className="text-nevoa-600 text-sm tabular-nums">
              {formatCount(total)} {total === 1 ? 'usuário' : 'usuários'}
            </p>
          </div>
          <UsersToolbar
            q={query.q}
            onSearch={onSearch}
            refreshing={usersQuery.isFetching}
            onRefresh={() => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.users })}
          />
        </div>
        <UsersView
          users={users}
          sort={query.sort}
          order={query.order}
          onSort={onSort}
          canWrite={canWrite}
          stale={usersQuery.isPlaceholderData}
          onOpen={setOpened}
          onDelete={setDeleting}
        />
        <div className="border-nevoa-200 border-t p-4 sm:px-6">
          <Pagination page={query.page} pageCount={pageCount} onPage={(page) => update({ page })} />
        </div>
      </Card>

      <UserDetailsDialog user={opened} canWrite={canWrite} onClose={() => setOpened(null)} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

/**
 * SPEC: the message replaces the page; a refusal (not staff, signed out, a bad query) gets no retry button,
 * since asking again will not help.
 */
function FetchError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const message = errorMessage(error, { fallback: ADMIN_MESSAGES.fetchFailed, network: ADMIN_MESSAGES.fetchFailed });
  const refused = hasErrorCode(error, 'FORBIDDEN', 'UNAUTHORIZED', 'BAD_REQUEST');
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center py-24 text-center">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-danger-50 text-danger-700">
        <CircleAlert aria-hidden className="size-6" />
      </span>
      <p className="mt-5 font-bold text-nevoa-950 text-xl">{message}</p>
      {!refused && (
        <Button variant="secondary" size="md" className="mt-6" onClick={onRetry}>
          <RotateCw aria-hidden className="size-4" />
          Tentar novamente
        </Button>
      )}
    </div>
  );
}
