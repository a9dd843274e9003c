import { LogOut } from 'lucide-react';
import { type ReactElement, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
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
  const onOpenChange = (next: boolean) => {
    if (!logout.isPending) setOpen(next);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent className="text-center sm:text-left">
        <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-sol-50 text-sol-700 sm:mx-0">
          <LogOut aria-hidden className="size-6" />
        </span>
        <DialogTitle className="mt-5">Confirmar Logout</DialogTitle>
        <DialogDescription className="mt-2">Deseja realmente sair da conta?</DialogDescription>
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" size="md" disabled={logout.isPending}>
              Cancelar
            </Button>
          </DialogClose>
          <Button size="md" onClick={confirm} loading={logout.isPending}>
            Confirmar
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
