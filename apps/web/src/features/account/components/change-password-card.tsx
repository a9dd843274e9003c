import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_MESSAGES, type TChangePasswordRequest, ZChangePasswordRequest } from '@labora/shared/account';
import { KeyRound } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
// The same live checklist as sign-up and reset, so the rules read alike everywhere.
import { PasswordChecklist } from '@/components/ui/password-checklist';
import { PasswordField } from '@/components/ui/password-field';
import { SettingsCard } from '@/components/ui/settings-card';
import { hasErrorCode } from '@/lib/api-client';
import { formAlertOf, showSubmitError } from '@/lib/form';
import { useSessionUser } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useChangePassword } from '../api/change-password';

const EMPTY: TChangePasswordRequest = { currentPassword: '', newPassword: '', confirmPassword: '' };
const RULES_ID = 'settings-password-rules';

export function ChangePasswordCard() {
  const user = useSessionUser();
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors },
  } = useForm<TChangePasswordRequest>({ resolver: zodResolver(ZChangePasswordRequest), defaultValues: EMPTY });
  const newPassword = useWatch({ control, name: 'newPassword' });

  const onSubmit = handleSubmit((values) => {
    changePassword.mutate(values, {
      onSuccess: ({ message }) => {
        toast.success(message);
        reset(EMPTY);
      },
      onError: (error) => {
        if (hasErrorCode(error, 'WRONG_PASSWORD')) {
          setError('currentPassword', { message: ACCOUNT_MESSAGES.currentPasswordWrong }, { shouldFocus: true });
          return;
        }
        showSubmitError(setError, error, {
          fallback: ACCOUNT_MESSAGES.passwordChangeFailed,
          network: ACCOUNT_MESSAGES.network,
        });
      },
    });
  });

  return (
    <SettingsCard
      icon={KeyRound}
      title="Alterar senha"
      description="Escolha uma senha forte, que você não use em outros sites. Depois da troca, as sessões abertas em outros aparelhos são encerradas; esta continua ativa."
    >
      <form onSubmit={onSubmit} noValidate className="max-w-md space-y-5">
        {/* Tells password managers whose password this is, so they update the right entry. */}
        <input type="email" name="username" autoComplete="username" value={user?.email ?? ''} readOnly hidden />
        <PasswordField
          label="Senha atual"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <div className="space-y-3">
          <PasswordField
            label="Nova senha"
            autoComplete="new-password"
            aria-describedby={RULES_ID}
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <PasswordChecklist id={RULES_ID} password={newPassword} />
        </div>
        <PasswordField
          label="Confirmar nova senha"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <FormAlert message={formAlertOf(errors)} />
        <Button type="submit" size="md" loading={changePassword.isPending} className="w-full sm:w-auto">
          Alterar senha
        </Button>
      </form>
    </SettingsCard>
  );
}
