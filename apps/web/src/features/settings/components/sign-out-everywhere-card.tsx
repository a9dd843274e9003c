import { ACCOUNT_MESSAGES } from '@labora/shared/account';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
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
import { FormAlert } from '@/components/ui/form-alert';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';
import { SettingsCard } from './settings-card';

export function SignOutEverywhereCard() {
  const navigate = useNavigate();
  const signOut = useSignOutEverywhere();
  const [open, setOpen] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  const confirm = () => {
    setAlert(null);
    signOut.mutate(undefined, {
      onSuccess: ({ message }) => {
        toast.success(message);
        navigate(paths.login, { replace: true });
      },
      onError: (error) => {
        setOpen(false);
        setAlert(
          errorMessage(error, {
            fallback: ACCOUNT_MESSAGES.signOutEverywhereFailed,
            network: ACCOUNT_MESSAGES.network,
          }),
        );
      },
    });
  };

  // While the request runs the dialog stays: its answer decides where the user goes.
  const onOpenChange = (next: boolean) => {
    if (!signOut.isPending) setOpen(next);
  };

  return (
    <SettingsCard
      icon={MonitorSmartphone}
      title="Sair de todos os dispositivos"
      description="Encerra sua sessão em todos os navegadores e aparelhos, inclusive neste. Use se você esqueceu a conta aberta em outro lugar ou perdeu um aparelho."
    >
      <div className="space-y-4">
        <FormAlert message={alert} />
        <Dialog open={open} onOpenChange={onOpenChange}>
          <DialogTrigger asChild>
            <Button variant="secondary" size="md" className="w-full sm:w-auto">
              <LogOut aria-hidden className="size-4" />
              Sair de todos os dispositivos
            </Button>
          </DialogTrigger>
          <DialogContent className="text-center sm:text-left">
            <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-sol-50 text-sol-700 sm:mx-0">
              <MonitorSmartphone aria-hidden className="size-6" />
            </span>
            <DialogTitle className="mt-5">Sair de todos os dispositivos?</DialogTitle>
            <DialogDescription className="mt-2">
              Sua sessão será encerrada em todos os aparelhos, inclusive neste. Para voltar, entre de novo com seu
              e-mail e senha.
            </DialogDescription>
            <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="secondary" size="md" disabled={signOut.isPending}>
                  Cancelar
                </Button>
              </DialogClose>
              <Button size="md" onClick={confirm} loading={signOut.isPending}>
                Sair de todos
              </Button>
            </div>
          </DialogContent>
        </Dialog>
      </div>
    </SettingsCard>
  );
}
