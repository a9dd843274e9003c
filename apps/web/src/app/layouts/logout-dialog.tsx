import { LogOut } from 'lucide-react';
import { cloneElement, type ReactElement, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDeferredDialog } from '@/components/ui/deferred-dialog';
import { paths } from '@/config/paths';
import { useLogout } from '@/features/auth/api/logout';
import { deferredComponent } from '@/lib/deferred-component';

// Loaded when someone reaches for 'Sair da Conta' (see useDeferredDialog).
const ConfirmDialog = deferredComponent(async () => (await import('@/components/ui/confirm-dialog')).ConfirmDialog);

interface LogoutDialogProps {
  /** The button that opens the dialog; focus returns to it on close. */
  children: ReactElement<Record<string, unknown>>;
}

export function LogoutDialog({ children }: LogoutDialogProps) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const logout = useLogout();
  const dialog = useDeferredDialog({ open, onOpen: () => setOpen(true), preload: ConfirmDialog.preload });

  const confirm = () => logout.mutate(undefined, { onSettled: () => navigate(paths.login, { replace: true }) });

  // Once the request is on its way the session ends whatever the answer, so there is nothing left to cancel.
  return (
    <>
      {cloneElement(children, dialog.triggerProps)}
      {dialog.mounted && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            onCloseAutoFocus={dialog.onCloseAutoFocus}
            icon={LogOut}
            title="Confirmar Logout"
            description="Deseja realmente sair da conta?"
            confirmLabel="Confirmar"
            onConfirm={confirm}
            pending={logout.isPending}
          />
        </Suspense>
      )}
    </>
  );
}
