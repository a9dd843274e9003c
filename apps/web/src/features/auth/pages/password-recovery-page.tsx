import { AUTH_LIMITS, AUTH_MESSAGES } from '@labora/shared/auth-rules';
import { meetsPasswordRules } from '@labora/shared/password';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { PasswordChecklist } from '@/components/ui/password-checklist';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
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

export function PasswordRecoveryPage() {
  useDocumentTitle('Redefinir senha');
  const navigateLater = useDelayedNavigate();
  const stateEmail = (useLocation().state as RecoveryState | null)?.email ?? '';
  const [email, setEmail] = useState(stateEmail);
  const [otp, setOtp] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const verifyOtp = useVerifyOtp();
  const done = verifyOtp.isSuccess;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!meetsPasswordRules(newPassword)) {
      toast.error(AUTH_MESSAGES.resetWeakPassword);
      return;
    }
    if (newPassword !== confirmPassword) {
      toast.error(AUTH_MESSAGES.passwordsDiffer);
      return;
    }
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
  };

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
          <EmailField value={email} onValueChange={setEmail} />
        )}
        <TextField
          label="Código de verificação"
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={AUTH_LIMITS.otpLength}
          placeholder="000000"
          className="[&_input]:font-semibold [&_input]:tracking-[0.4em]"
          value={otp}
          onChange={(event) => setOtp(event.target.value.replace(/\D/g, '').slice(0, AUTH_LIMITS.otpLength))}
        />
        <PasswordField
          label="Nova senha"
          name="new-password"
          autoComplete="new-password"
          aria-describedby="recovery-password-rules"
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
        />
        <PasswordChecklist id="recovery-password-rules" password={newPassword} />
        <PasswordField
          label="Confirmar nova senha"
          name="confirm-password"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
        />
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
