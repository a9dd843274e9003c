import type { TAdminUser } from '@labora/shared/admin';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { StatusPill } from '@/components/ui/status-pill';
import { cn } from '@/lib/cn';
import { fullName } from '../lib/full-name';
import { DANGER_SMALL_BUTTON, SECONDARY_SMALL_BUTTON } from './compact-button-classes';

/** What a row (or, on a phone, a card) offers: 'Editar' and 'Excluir' to an admin, the details to a moderator. */
export interface UserActionsProps {
  user: TAdminUser;
  canWrite: boolean;
  onOpen: (user: TAdminUser) => void;
  onDelete: (user: TAdminUser) => void;
  /** The buttons share the whole width (a phone's card) instead of sitting at the end of a row. */
  fill?: boolean;
}

export function UserActions({ user, canWrite, onOpen, onDelete, fill = false }: UserActionsProps) {
  const name = fullName(user);
  const OpenIcon = canWrite ? Pencil : Eye;
  const size = fill && 'h-10 flex-1';
  return (
    <div className={cn('flex gap-2', !fill && 'justify-end')}>
      <button type="button" onClick={() => onOpen(user)} className={cn(SECONDARY_SMALL_BUTTON, size)}>
        <OpenIcon aria-hidden className="size-4" />
        {canWrite ? 'Editar' : 'Detalhes'}
        {/* Every row has these buttons: the name tells a screen reader which user each one is for. */}
        <span className="sr-only"> {name}</span>
      </button>
      {canWrite && (
        <button type="button" onClick={() => onDelete(user)} className={cn(DANGER_SMALL_BUTTON, size)}>
          <Trash2 aria-hidden className="size-4" />
          Excluir
          <span className="sr-only"> {name}</span>
        </button>
      )}
    </div>
  );
}

/** SPEC: active unless isActive is explicitly false. */
export function StatusBadge({ user }: { user: TAdminUser }) {
  const active = user.isActive !== false;
  return (
    <StatusPill tone={active ? 'soft-brand' : 'soft-danger'} dot size="md">
      {active ? 'Ativo' : 'Inativo'}
    </StatusPill>
  );
}

/** Marks the staff accounts; plain users get none. */
export function RoleBadge({ user }: { user: TAdminUser }) {
  if (user.role === 'user') return null;
  return <span className="rounded-full bg-sol-50 px-2 py-0.5 font-semibold text-sol-800 text-xs">{user.role}</span>;
}

/** An e-mail that, when it must wrap, wraps before the @ rather than at any letter. */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}
