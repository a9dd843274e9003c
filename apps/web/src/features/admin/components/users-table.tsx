import type { TAdminUser } from '@labora/shared/admin';
import { formatPhone } from '@labora/shared/phone';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format';
import type { SortOrder, UsersSort } from '../hooks/use-users-search-params';
import { fullName } from '../lib/full-name';
import { FreelancerToggle } from './freelancer-toggle';
import { UserAvatar } from './user-avatar';
import { EmailText, RoleBadge, StatusBadge, UserActions } from './user-cells';

export interface UsersViewProps {
  users: TAdminUser[];
  sort: UsersSort;
  order: SortOrder;
  onSort: (sort: UsersSort, order?: SortOrder) => void;
  /** Admins change users; moderators only read (the API answers 403 to their writes). */
  canWrite: boolean;
  /** A newer page is on its way; the rows on screen are the previous ones. */
  stale: boolean;
  onOpen: (user: TAdminUser) => void;
  onDelete: (user: TAdminUser) => void;
}

export const NO_USERS = 'Nenhum usuário encontrado.';

const TH = 'px-3 py-3 text-left font-semibold text-nevoa-600 text-xs uppercase tracking-wider first:pl-5 last:pr-5';
const TD = 'px-3 py-3 align-middle first:pl-5 last:pr-5';

export function UsersTable({ users, sort, order, onSort, canWrite, stale, onOpen, onDelete }: UsersViewProps) {
  const header = (column: UsersSort, label: string) => (
    <SortHeader column={column} label={label} sort={sort} order={order} onSort={onSort} />
  );

  return (
    // Scrolls sideways when the window is narrow; a focusable region so a keyboard can scroll it too.
    // Relative, so the screen-reader-only texts (absolutely placed) stay inside it instead of widening the page.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
    <section aria-labelledby="users-caption" tabIndex={0} className="relative overflow-x-auto rounded-b-3xl">
      <table aria-busy={stale || undefined} className={cn('w-full min-w-[58rem] text-sm', stale && 'opacity-60')}>
        <caption id="users-caption" className="sr-only">
          Usuários
        </caption>
        <thead className="border-nevoa-200 border-y bg-nevoa-50">
          <tr>
            {header('name', 'Nome')}
            {header('email', 'Email')}
            <th scope="col" className={TH}>
              Telefone
            </th>
            {header('isFreelancer', 'Freelancer')}
            <th scope="col" className={TH}>
              Status
            </th>
            <th scope="col" className={cn(TH, 'text-right')}>
              Disputas perdidas
            </th>
            <th scope="col" className={cn(TH, 'text-right')}>
              Ações
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-nevoa-100">
          {users.length === 0 ? (
            <tr>
              <td colSpan={7} className="px-4 py-12 text-center text-nevoa-600">
                {NO_USERS}
              </td>
            </tr>
          ) : (
            users.map((user) => (
              <tr key={user._id} className="transition-colors hover:bg-nevoa-50/70">
                <th scope="row" className={cn(TD, 'min-w-44 text-left font-normal')}>
                  <div className="flex items-center gap-3">
                    <UserAvatar name={fullName(user)} url={user.profileImage} />
                    <span className="font-semibold text-nevoa-900">{fullName(user)}</span>
                    <RoleBadge user={user} />
                  </div>
                </th>
                <td className={cn(TD, 'min-w-48 text-nevoa-700 [overflow-wrap:anywhere]')}>
                  <EmailText email={user.email} />
                </td>
                <td className={cn(TD, 'whitespace-nowrap text-nevoa-700 tabular-nums')}>
                  {formatPhone(user.phone) || '—'}
                </td>
                <td className={TD}>
                  <FreelancerToggle user={user} canWrite={canWrite} />
                </td>
                <td className={TD}>
                  <StatusBadge user={user} />
                </td>
                <td className={cn(TD, 'text-right text-nevoa-700 tabular-nums')}>{formatCount(user.disputesLost)}</td>
                <td className={TD}>
                  <UserActions user={user} canWrite={canWrite} onOpen={onOpen} onDelete={onDelete} />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}

interface SortHeaderProps {
  column: UsersSort;
  label: string;
  sort: UsersSort;
  order: SortOrder;
  onSort: (sort: UsersSort) => void;
}

function SortHeader({ column, label, sort, order, onSort }: SortHeaderProps) {
  const active = sort === column;
  const Icon = !active ? ArrowUpDown : order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={cn(TH, 'py-0')}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className={cn(
          '-mx-2 flex items-center gap-1.5 rounded-lg px-2 py-3 font-semibold uppercase tracking-wider transition-colors hover:text-nevoa-950',
          active && 'text-brand-800',
        )}
      >
        {label}
        <Icon aria-hidden className={cn('size-3.5 shrink-0', !active && 'text-nevoa-400')} />
      </button>
    </th>
  );
}
