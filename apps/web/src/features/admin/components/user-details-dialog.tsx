import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_MESSAGES, type TAdminUser, ZUpdateUserRequest } from '@labora/shared/admin';
import type { TRole } from '@labora/shared/auth';
import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useUpdateUser } from '../api/update-user';
import { useLastUser } from '../hooks/use-last-user';
import { fullName } from '../lib/full-name';
import { UserAvatar } from './user-avatar';

const ROLES: TRole[] = ['user', 'admin', 'moderator'];
const NOTES_MAX = 5000;
const resolver = zodResolver(ZUpdateUserRequest);

const CONTROL = cn(
  'block w-full rounded-xl border border-nevoa-400 bg-white px-4 text-base text-nevoa-900 shadow-xs transition',
  'focus:border-brand-600 focus:outline-hidden focus:ring-2 focus:ring-brand-600',
  'disabled:border-nevoa-300 disabled:bg-nevoa-100 disabled:text-nevoa-700',
  'read-only:border-nevoa-300 read-only:bg-nevoa-100 read-only:text-nevoa-700',
);

interface UserDetailsDialogProps {
  /** The user on display; null keeps the dialog closed. */
  user: TAdminUser | null;
  /** False for a moderator: the same details, nothing to change. */
  canWrite: boolean;
  onClose: () => void;
}

/** SPEC's 'User Details' modal: role, status and notes can change; the rest is for reading. */
export function UserDetailsDialog({ user, canWrite, onClose }: UserDetailsDialogProps) {
  const shown = useLastUser(user);
  const updateUser = useUpdateUser();

  const onOpenChange = (open: boolean) => {
    if (!open && !updateUser.isPending) onClose();
  };

  return (
    <Dialog open={user !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogTitle>User Details</DialogTitle>
        {shown && (
          // Radix unmounts the content when closed, so the form starts from the saved values each time it opens.
          <DetailsForm
            key={shown._id}
            user={shown}
            canWrite={canWrite}
            saving={updateUser.isPending}
            onSave={(patch) =>
              updateUser.mutate(
                { userId: shown._id, ...patch },
                {
                  onSuccess: () => {
                    toast.success(ADMIN_MESSAGES.updated);
                    onClose();
                  },
                  // The admin's own demotion or the last admin: the server says why.
                  onError: (error) =>
                    toast.error(
                      errorMessage(error, {
                        fallback: ADMIN_MESSAGES.updateFailed,
                        network: ADMIN_MESSAGES.updateFailed,
                      }),
                    ),
                },
              )
            }
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

interface Patch {
  role: TRole;
  isActive: boolean;
  notes: string;
}

interface DetailsFormProps {
  user: TAdminUser;
  canWrite: boolean;
  saving: boolean;
  onSave: (patch: Patch) => void;
}

function DetailsForm({ user, canWrite, saving, onSave }: DetailsFormProps) {
  const id = useId();
  // The server's schema for the change; the form starts from the saved values.
  const { register, control, handleSubmit } = useForm({
    resolver,
    defaultValues: { role: user.role, isActive: user.isActive !== false, notes: user.notes },
  });
  const name = fullName(user);
  const locked = !canWrite || saving;

  const submit = handleSubmit(({ role = user.role, isActive = true, notes = '' }) => {
    if (canWrite) onSave({ role, isActive, notes });
  });

  return (
    <form onSubmit={submit} className="mt-5">
      <div className="flex items-center gap-4">
        <UserAvatar name={name} url={user.profileImage} size="lg" />
        <div className="min-w-0">
          <p className="truncate font-bold text-lg text-nevoa-950">{name}</p>
          <DialogDescription className="break-all text-sm">{user.email}</DialogDescription>
        </div>
      </div>

      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <Field label="Role" htmlFor={`${id}-role`}>
          <Controller
            control={control}
            name="role"
            render={({ field }) => (
              <Select
                id={`${id}-role`}
                value={field.value ?? user.role}
                disabled={locked}
                onChange={(value) => field.onChange(value as TRole)}
              >
                {ROLES.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </Select>
            )}
          />
        </Field>
        <Field label="Status" htmlFor={`${id}-status`}>
          <Controller
            control={control}
            name="isActive"
            render={({ field }) => (
              <Select
                id={`${id}-status`}
                value={field.value === false ? 'inactive' : 'active'}
                disabled={locked}
                onChange={(value) => field.onChange(value === 'active')}
              >
                <option value="active">Active</option>
                <option value="inactive">Inactive</option>
              </Select>
            )}
          />
        </Field>
      </div>

      <Field label="User ID" htmlFor={`${id}-id`} className="mt-4">
        <input id={`${id}-id`} value={user._id} readOnly className={cn(CONTROL, 'h-12 font-mono text-sm')} />
      </Field>

      <Field label="Admin Notes" htmlFor={`${id}-notes`} className="mt-4">
        <textarea
          id={`${id}-notes`}
          readOnly={locked}
          maxLength={NOTES_MAX}
          rows={4}
          className={cn(CONTROL, 'resize-y py-3')}
          {...register('notes')}
        />
      </Field>

      <dl className="mt-5 grid grid-cols-2 gap-4 rounded-2xl bg-nevoa-50 px-4 py-3 text-sm">
        <div>
          <dt className="font-semibold text-nevoa-600">Registered</dt>
          <dd className="mt-0.5 text-nevoa-900">{formatDateTime(user.createdAt)}</dd>
        </div>
        <div>
          <dt className="font-semibold text-nevoa-600">Last Login</dt>
          <dd className="mt-0.5 text-nevoa-900">{user.lastLogin ? formatDateTime(user.lastLogin) : 'Never'}</dd>
        </div>
      </dl>

      {!canWrite && <p className="mt-4 text-nevoa-600 text-sm">Somente administradores podem alterar usuários.</p>}

      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary" size="md" disabled={saving}>
            {canWrite ? 'Cancelar' : 'Fechar'}
          </Button>
        </DialogClose>
        {canWrite && (
          <Button type="submit" size="md" loading={saving}>
            Save Changes
          </Button>
        )}
      </div>
    </form>
  );
}

interface FieldProps {
  label: string;
  htmlFor: string;
  className?: string;
  children: ReactNode;
}

function Field({ label, htmlFor, className, children }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={htmlFor} className="mb-1.5 block font-semibold text-nevoa-800 text-sm">
        {label}
      </label>
      {children}
    </div>
  );
}

interface SelectProps {
  id: string;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
  children: ReactNode;
}

function Select({ id, value, disabled, onChange, children }: SelectProps) {
  return (
    <div className="relative">
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className={cn(CONTROL, 'h-12 appearance-none pr-10')}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-nevoa-500"
      />
    </div>
  );
}
