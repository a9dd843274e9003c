import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_MESSAGES, type TDeleteAccountRequest, ZDeleteAccountRequest } from '@labora/shared/account';
import { Trash2, TriangleAlert } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { SettingsCard } from '@/components/ui/settings-card';
import { TwoFactorCodeField } from '@/components/ui/two-factor-code-field';
import { paths } from '@/config/paths';
import { errorMessage, hasErrorCode } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteAccount } from '../api/delete-account';

const ERASED = [
  'seus dados de cadastro e de perfil: nome, e-mail, telefone, cidade, bio, habilidades e foto;',
  'os projetos que você publicou, suas propostas, contratos, avaliações e serviços;',
  'todas as suas sessões abertas e códigos de recuperação de senha.',
];

export function DeleteAccountCard() {
  const navigate = useNavigate();
  const deleteAccount = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  // Two-factor sign-in on: the server asks for a code, and the field appears.
  const [askCode, setAskCode] = useState(false);
  // A wrong password sends focus back to the field once the dialog has closed, not to the button.
  const focusPasswordOnClose = useRef(false);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<TDeleteAccountRequest>({ resolver: zodResolver(ZDeleteAccountRequest), defaultValues: { password: '' } });

  const askToConfirm = handleSubmit(() => {
    setAlert(null);
    setConfirming(true);
  });

  const confirm = () => {
    deleteAccount.mutate(getValues(), {
      onSuccess: ({ message }) => {
        toast.success(message);
        navigate(paths.login, { replace: true });
      },
      onError: (error) => {
        const message = errorMessage(error, {
          fallback: ACCOUNT_MESSAGES.deleteFailed,
          network: ACCOUNT_MESSAGES.network,
        });
        if (hasErrorCode(error, 'WRONG_PASSWORD')) {
          setError('password', { message });
          focusPasswordOnClose.current = true;
        } else if (hasErrorCode(error, 'TWO_FACTOR_REQUIRED', 'TWO_FACTOR_INVALID')) {
          setAskCode(true);
          setError('twoFactorCode', { message });
        } else {
          setAlert(message);
        }
        setConfirming(false);
      },
    });
  };

  return (
    <SettingsCard
      icon={Trash2}
      tone="danger"
      title="Excluir minha conta"
      description={
        <>
          <p>
            Pela Lei Geral de Proteção de Dados (LGPD), você pode pedir a eliminação dos seus dados a qualquer momento.
            Ao excluir sua conta, apagamos de forma definitiva:
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5 marker:text-danger-600">
            {ERASED.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className="mt-3 flex items-start gap-2 font-semibold text-danger-700">
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            Esta ação não pode ser desfeita.
          </p>
        </>
      }
    >
      <form onSubmit={askToConfirm} noValidate className="max-w-md space-y-5">
        <PasswordField
          label="Digite sua senha para confirmar"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        {askCode && <TwoFactorCodeField error={errors.twoFactorCode?.message} {...register('twoFactorCode')} />}
        <FormAlert message={alert} />
        <Button type="submit" variant="danger" size="md" className="w-full sm:w-auto">
          <Trash2 aria-hidden className="size-4" />
          Excluir minha conta
        </Button>
      </form>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        icon={TriangleAlert}
        tone="danger"
        title="Excluir sua conta?"
        description="Sua conta e todos os seus dados serão apagados para sempre. Não será possível recuperá-los."
        confirmLabel="Sim, excluir minha conta"
        onConfirm={confirm}
        pending={deleteAccount.isPending}
        onCloseAutoFocus={(event) => {
          if (!focusPasswordOnClose.current) return;
          focusPasswordOnClose.current = false;
          event.preventDefault();
          setFocus('password');
        }}
      />
    </SettingsCard>
  );
}
