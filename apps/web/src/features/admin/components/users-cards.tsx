import { formatPhone } from '@labora/shared/phone';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format';
import type { SortOrder, UsersSort } from '../hooks/use-users-search-params';
import { fullName } from '../lib/full-name';
import { FreelancerToggle } from './freelancer-toggle';
import { UserAvatar } from './user-avatar';
import { EmailText, RoleBadge, StatusBadge, UserActions } from './user-cells';
import { NO_USERS, type UsersViewProps } from './users-table';

/** The orders a phone offers in place of the table's header buttons. */
const ORDERS: Array<{ sort: UsersSort; order: SortOrder; label: string }> = [
  { sort: 'createdAt', order: 'desc', label: 'Mais recentes' },
  { sort: 'createdAt', order: 'asc', label: 'Mais antigos' },
  { sort: 'name', order: 'asc', label: 'Nome (A–Z)' },
  { sort: 'name', order: 'desc', label: 'Nome (Z–A)' },
  { sort: 'email', order: 'asc', label: 'Email (A–Z)' },
  { sort: 'email', order: 'desc', label: 'Email (Z–A)' },
  { sort: 'isFreelancer', order: 'desc', label: 'Freelancers primeiro' },
  { sort: 'isFreelancer', order: 'asc', label: 'Não freelancers primeiro' },
];

/** The table as a list of cards, for phones: every column of a user readable without scrolling sideways. */
export function UsersCards({ users, sort, order, onSort, canWrite, stale, onOpen, onDelete }: UsersViewProps) {
  const sortId = useId();
  return (
    <div className="border-nevoa-200 border-t">
      <div className="flex items-center gap-3 px-4 py-3">
        <label htmlFor={sortId} className="shrink-0 font-semibold text-nevoa-700 text-sm">
          Ordenar por
        </label>
        <select
          id={sortId}
          value={`${sort}:${order}`}
          onChange={(event) => {
            const [nextSort, nextOrder] = event.target.value.split(':') as [UsersSort, SortOrder];
            onSort(nextSort, nextOrder);
          }}
          className="h-10 min-w-0 flex-1 rounded-xl border border-nevoa-400 bg-white px-3 text-nevoa-900 text-sm focus:border-brand-600 focus:outline-hidden focus:ring-2 focus:ring-brand-600"
        >
          {ORDERS.map((option) => (
            <option key={`${option.sort}:${option.order}`} value={`${option.sort}:${option.order}`}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {users.length === 0 ? (
        <p className="border-nevoa-100 border-t px-4 py-12 text-center text-nevoa-600">{NO_USERS}</p>
      ) : (
        <ul
          aria-label="Usuários"
          aria-busy={stale || undefined}
          className={cn('divide-y divide-nevoa-100 border-nevoa-100 border-t', stale && 'opacity-60')}
        >
          {users.map((user) => (
            // Relative: keeps the buttons' screen-reader-only texts (absolutely placed) inside the card.
            <li key={user._id} className="relative space-y-3 px-4 py-4">
              <div className="flex items-start gap-3">
                <UserAvatar name={fullName(user)} url={user.profileImage} />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="font-semibold text-nevoa-900">{fullName(user)}</span>
                    <RoleBadge user={user} />
                  </p>
                  <p className="mt-0.5 text-nevoa-700 text-sm [overflow-wrap:anywhere]">
                    <EmailText email={user.email} />
                  </p>
                  {user.phone && <p className="text-nevoa-600 text-sm tabular-nums">{formatPhone(user.phone)}</p>}
                </div>
              </div>
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2 pl-12">
                <StatusBadge user={user} />
                <span className="flex items-center gap-2 text-nevoa-600 text-sm">
                  Freelancer
                  <FreelancerToggle user={user} canWrite={canWrite} />
                </span>
                <span className="text-nevoa-600 text-sm tabular-nums">
                  Disputas perdidas: {formatCount(user.disputesLost)}
                </span>
              </div>
              <UserActions user={user} canWrite={canWrite} onOpen={onOpen} onDelete={onDelete} fill />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
