import { AUTH_MESSAGES } from '@labora/shared/auth-rules';
import { ArrowLeft } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRequestOtp } from '../api/request-otp';
import { AuthHeading, AuthLayout, AuthLink } from '../components/auth-layout';
import { EmailField } from '../components/email-field';
import { SecurityAside } from '../components/security-aside';
import type { RecoveryState } from './password-recovery-page';

export function ForgetPasswordPage() {
  useDocumentTitle('Recuperar senha');
  const navigate = useNavigate();
  const location = useLocation();
  // Coming back from the reset screen ("send again") keeps the e-mail typed before.
  // No check here: the server's answer to a bad address is the one shown.
  const { register, handleSubmit } = useForm({
    defaultValues: { email: (location.state as RecoveryState | null)?.email ?? '' },
  });
  const requestOtp = useRequestOtp();

  const onSubmit = handleSubmit(({ email }) => {
    const address = email.trim();
    requestOtp.run(
      { email: address },
      {
        onSuccess: () => {
          toast.success(AUTH_MESSAGES.otpSent);
          const state: RecoveryState = { email: address };
          navigate(paths.passwordRecovery, { state });
        },
        onError: (error) => {
          toast.error(
            errorMessage(error, { fallback: AUTH_MESSAGES.otpSendFailed, network: AUTH_MESSAGES.otpSendNetwork }),
          );
        },
      },
    );
  });

  return (
    <AuthLayout aside={<SecurityAside />} asideOnPhone={false}>
      <AuthHeading
        title="Esqueceu sua senha?"
        subtitle="Informe o e-mail da sua conta. Vamos enviar um código para você criar uma nova senha."
      />
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <EmailField {...register('email')} />
        <Button type="submit" fullWidth loading={requestOtp.isPending || requestOtp.isSuccess}>
          Recuperar
        </Button>
      </form>
      <p className="mt-8 text-center">
        <AuthLink to={paths.login} className="inline-flex items-center gap-1.5">
          <ArrowLeft aria-hidden className="size-4" />
          Voltar para o Login
        </AuthLink>
      </p>
    </AuthLayout>
  );
}
