import { ADMIN_MESSAGES, type TAdminUser } from '@labora/shared/admin';
import { Trash2 } from 'lucide-react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteUser } from '../api/delete-user';
import { useLastUser } from '../hooks/use-last-user';
import { fullName } from '../lib/full-name';

interface DeleteUserDialogProps {
  /** The user to delete; null keeps the dialog closed. */
  user: TAdminUser | null;
  onClose: () => void;
}

export function DeleteUserDialog({ user, onClose }: DeleteUserDialogProps) {
  const deleteUser = useDeleteUser();
  const shown = useLastUser(user);

  const confirm = () => {
    if (!shown) return;
    deleteUser.mutate(shown._id, {
      onSuccess: ({ message }) => toast.success(message || ADMIN_MESSAGES.deleted),
      // Refusals (the admin's own account, the last admin) come with the server's reason.
      onError: (error) =>
        toast.error(
          errorMessage(error, { fallback: ADMIN_MESSAGES.deleteFailed, network: ADMIN_MESSAGES.deleteFailed }),
        ),
      onSettled: onClose,
    });
  };

  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      icon={Trash2}
      tone="danger"
      title="Excluir usuário"
      description={ADMIN_MESSAGES.deleteConfirm}
      confirmLabel={
        <>
          {!deleteUser.isPending && <Trash2 aria-hidden className="size-4" />}
          Excluir
        </>
      }
      onConfirm={confirm}
      pending={deleteUser.isPending}
    >
      {shown && (
        <p className="mt-4 rounded-xl bg-nevoa-50 px-4 py-3 text-left text-sm">
          <span className="block font-bold text-nevoa-900">{fullName(shown)}</span>
          <span className="block break-all text-nevoa-600">{shown.email}</span>
        </p>
      )}
    </ConfirmDialog>
  );
}
