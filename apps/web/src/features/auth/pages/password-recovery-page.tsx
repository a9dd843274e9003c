import { AUTH_LIMITS, AUTH_MESSAGES } from '@labora/shared/auth-rules';
import { meetsPasswordRules } from '@labora/shared/password';
import { ArrowLeft } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { PasswordChecklist } from '@/components/ui/password-checklist';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { parsedFormResolver } from '@/lib/parsed-form-resolver';
import { toast } from '@/lib/toast';
import { useDelayedNavigate } from '@/lib/use-delayed-navigate';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useVerifyOtp } from '../api/verify-otp';
import { AuthHeading, AuthLayout, AuthLink } from '../components/auth-layout';
import { EmailField } from '../components/email-field';
import { SecurityAside } from '../components/security-aside';

/** Navigation state between /forget-password and /password-recovery (SPEC §2). */
export interface RecoveryState {
  email?: string;
}

interface RecoveryFormValues {
  email: string;
  otp: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * SPEC §5's reset rules, in order (the e-mail and the code are the server's to check): the failure is toasted
 * (the form's `root` error) and its field marked.
 */
const resolver = parsedFormResolver(
  (
    values: RecoveryFormValues,
  ): { data: RecoveryFormValues } | { errors: Partial<Record<keyof RecoveryFormValues | 'root', string>> } => {
    if (!meetsPasswordRules(values.newPassword))
      return { errors: { root: AUTH_MESSAGES.resetWeakPassword, newPassword: '' } };
    if (values.newPassword !== values.confirmPassword)
      return { errors: { root: AUTH_MESSAGES.passwordsDiffer, confirmPassword: '' } };
    return { data: values };
  },
);

export function PasswordRecoveryPage() {
  useDocumentTitle('Redefinir senha');
  const navigateLater = useDelayedNavigate();
  const stateEmail = (useLocation().state as RecoveryState | null)?.email ?? '';
  // Checked on submit only; changing a marked field unmarks it.
  const {
    register,
    control,
    handleSubmit,
    setValue,
    clearErrors,
    formState: { errors },
  } = useForm({
    resolver,
    defaultValues: { email: stateEmail, otp: '', newPassword: '', confirmPassword: '' },
    reValidateMode: 'onSubmit',
  });
  const [email, newPassword] = useWatch({ control, name: ['email', 'newPassword'] });
  const verifyOtp = useVerifyOtp();
  const done = verifyOtp.isSuccess;
  const field = (name: keyof RecoveryFormValues, format?: (value: string) => string) => ({
    invalid: errors[name] !== undefined,
    ...register(name, {
      onChange: (event) => {
        if (format) setValue(name, format(event.target.value));
        clearErrors(name);
      },
    }),
  });

  const onSubmit = handleSubmit(
    ({ email, otp, newPassword }) => {
      verifyOtp.run(
        { email: email.trim(), otp, newPassword },
        {
          onSuccess: () => {
            toast.success(AUTH_MESSAGES.resetOk);
            navigateLater(paths.login, AUTH_LIMITS.redirectDelayMs, { replace: true });
          },
          onError: (error) => {
            toast.error(
              errorMessage(error, { fallback: AUTH_MESSAGES.resetFailed, network: AUTH_MESSAGES.resetNetwork }),
            );
          },
        },
      );
    },
    (invalid) => {
      if (invalid.root?.message) toast.error(invalid.root.message);
    },
  );

  const againState: RecoveryState = { email: email.trim() };

  return (
    <AuthLayout aside={<SecurityAside />} asideOnPhone={false} fading={done}>
      <AuthHeading
        title="Redefinir senha"
        subtitle={`Digite o código de ${AUTH_LIMITS.otpLength} dígitos que enviamos para o seu e-mail e escolha uma nova senha.`}
      />
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {stateEmail ? (
          <TextField label="E-mail" type="email" name="email" value={stateEmail} readOnly />
        ) : (
          <EmailField {...field('email')} />
        )}
        <TextField
          label="Código de verificação"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={AUTH_LIMITS.otpLength}
          placeholder="000000"
          className="[&_input]:font-semibold [&_input]:tracking-[0.4em]"
          {...field('otp', (value) => value.replace(/\D/g, '').slice(0, AUTH_LIMITS.otpLength))}
        />
        <PasswordField
          label="Nova senha"
          autoComplete="new-password"
          aria-describedby="recovery-password-rules"
          {...field('newPassword')}
        />
        <PasswordChecklist id="recovery-password-rules" password={newPassword} />
        <PasswordField label="Confirmar nova senha" autoComplete="new-password" {...field('confirmPassword')} />
        <Button type="submit" fullWidth loading={verifyOtp.isPending || done}>
          Verificar
        </Button>
      </form>
      <div className="mt-8 flex flex-col items-center gap-3 text-center text-nevoa-700">
        <p>
          Não recebeu o código?{' '}
          <AuthLink to={paths.forgetPassword} state={againState}>
            Enviar outro
          </AuthLink>
        </p>
        <AuthLink to={paths.login} className="inline-flex items-center gap-1.5">
          <ArrowLeft aria-hidden className="size-4" />
          Voltar para o Login
        </AuthLink>
      </div>
    </AuthLayout>
  );
}
