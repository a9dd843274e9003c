import { ACCOUNT_MESSAGES } from '@labora/shared/account';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { SettingsCard } from '@/components/ui/settings-card';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';

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

  return (
    <SettingsCard
      icon={MonitorSmartphone}
      title="Sair de todos os dispositivos"
      description="Encerra sua sessão em todos os navegadores e aparelhos, inclusive neste. Use se você esqueceu a conta aberta em outro lugar ou perdeu um aparelho."
    >
      <div className="space-y-4">
        <FormAlert message={alert} />
        {/* While the request runs the dialog stays: its answer decides where the user goes. */}
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          trigger={
            <Button variant="secondary" size="md" className="w-full sm:w-auto">
              <LogOut aria-hidden className="size-4" />
              Sair de todos os dispositivos
            </Button>
          }
          icon={MonitorSmartphone}
          title="Sair de todos os dispositivos?"
          description="Sua sessão será encerrada em todos os aparelhos, inclusive neste. Para voltar, entre de novo com seu e-mail e senha."
          confirmLabel="Sair de todos"
          onConfirm={confirm}
          pending={signOut.isPending}
        />
      </div>
    </SettingsCard>
  );
}
