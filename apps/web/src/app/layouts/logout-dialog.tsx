import { LogOut } from 'lucide-react';
import { type ReactElement, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { useLogout } from '@/features/auth/api/logout';

interface LogoutDialogProps {
  /** The button that opens the dialog; focus returns to it on close. */
  children: ReactElement;
}

export function LogoutDialog({ children }: LogoutDialogProps) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const logout = useLogout();

  const confirm = () => logout.mutate(undefined, { onSettled: () => navigate(paths.login, { replace: true }) });

  // Once the request is on its way the session ends whatever the answer, so there is nothing left to cancel.
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={children}
      icon={LogOut}
      title="Confirmar Logout"
      description="Deseja realmente sair da conta?"
      confirmLabel="Confirmar"
      onConfirm={confirm}
      pending={logout.isPending}
    />
  );
}
