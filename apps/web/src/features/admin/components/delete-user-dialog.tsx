import { ADMIN_MESSAGES, type TAdminUser } from '@labora/shared/admin';
import { LoaderCircle, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteUser } from '../api/delete-user';
import { useLastUser } from '../hooks/use-last-user';
import { fullName } from '../lib/format';
import { DANGER_BUTTON } from './styles';

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

  // While the request runs the dialog stays: closing it would hide whether the user was deleted.
  const onOpenChange = (open: boolean) => {
    if (!open && !deleteUser.isPending) onClose();
  };

  return (
    <Dialog open={user !== null} onOpenChange={onOpenChange}>
      <DialogContent className="text-center sm:text-left">
        <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-danger-50 text-danger-700 sm:mx-0">
          <Trash2 aria-hidden className="size-6" />
        </span>
        <DialogTitle className="mt-5">Excluir usuário</DialogTitle>
        <DialogDescription className="mt-2">{ADMIN_MESSAGES.deleteConfirm}</DialogDescription>
        {shown && (
          <p className="mt-4 rounded-xl bg-nevoa-50 px-4 py-3 text-left text-sm">
            <span className="block font-bold text-nevoa-900">{fullName(shown)}</span>
            <span className="block break-all text-nevoa-600">{shown.email}</span>
          </p>
        )}
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" size="md" disabled={deleteUser.isPending}>
              Cancelar
            </Button>
          </DialogClose>
          <button
            type="button"
            onClick={confirm}
            disabled={deleteUser.isPending}
            aria-busy={deleteUser.isPending || undefined}
            className={DANGER_BUTTON}
          >
            {deleteUser.isPending ? (
              <LoaderCircle aria-hidden className="size-5 animate-spin" />
            ) : (
              <Trash2 aria-hidden className="size-4" />
            )}
            Excluir
          </button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
