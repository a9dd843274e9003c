import { AUTH_MESSAGES, isSignedIn } from '@labora/shared/auth-rules';
import { Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, ButtonLink } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLogin } from '../api/login';
import { AuthHeading, AuthLayout, AuthLink } from '../components/auth-layout';
import { EmailField } from '../components/email-field';
import { HumanCheckField } from '../components/human-check-field';
import type { SecondStep } from '../components/second-step';
import { TestimonialsAside } from '../components/testimonials-aside';
import { useAfterSignIn } from '../hooks/use-after-sign-in';
import { useHumanCheck } from '../hooks/use-human-check';

export function LoginPage({ secondStep }: { secondStep?: SecondStep }) {
  useDocumentTitle('Entrar');
  const afterSignIn = useAfterSignIn();
  const login = useLogin();
  const [ticket, setTicket] = useState<string | null>(null);
  const humanCheck = useHumanCheck();
  // No client-side validation (SPEC §5), so no resolver: the server answers every case.
  const { register, handleSubmit } = useForm({ defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(({ email, password }) => {
    if (humanCheck.pending) {
      toast.error(AUTH_MESSAGES.challengePending);
      return;
    }
    login.run(
      { email, password, ...humanCheck.body },
      {
        onSuccess: (result) => {
          if (isSignedIn(result)) afterSignIn(result);
          else setTicket(result.ticket);
        },
        onError: (error) => {
          humanCheck.afterFailure(error);
          toast.error(
            errorMessage(error, { fallback: AUTH_MESSAGES.loginFailed, network: AUTH_MESSAGES.loginNetwork }),
          );
        },
      },
    );
  });

  if (ticket && secondStep) {
    return (
      <AuthLayout aside={<TestimonialsAside />}>
        <AuthHeading title="Bem-vindo(a) de volta!" subtitle="Falta só confirmar que é você." />
        {secondStep({ ticket, onSignedIn: afterSignIn, onRestart: () => setTicket(null) })}
      </AuthLayout>
    );
  }

  return (
    <AuthLayout aside={<TestimonialsAside />}>
      <AuthHeading title="Bem-vindo(a) de volta!" subtitle="Faça login para acessar sua conta na Labora." />
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <EmailField {...register('email')} />
        <div>
          <PasswordField label="Senha" autoComplete="current-password" {...register('password')} />
          <div className="mt-2 flex justify-end">
            <AuthLink to={paths.forgetPassword} className="text-sm">
              Esqueceu sua senha?
            </AuthLink>
          </div>
        </div>
        <HumanCheckField check={humanCheck} />
        <Button type="submit" fullWidth loading={login.isPending || (login.isSuccess && !ticket)}>
          Entrar
        </Button>
      </form>
      <div className="mt-5 flex items-center gap-3 text-nevoa-600 text-sm" aria-hidden>
        <span className="h-px flex-1 bg-nevoa-200" />
        ou
        <span className="h-px flex-1 bg-nevoa-200" />
      </div>
      <ButtonLink to={paths.smsVerification} variant="secondary" fullWidth className="mt-5 gap-2">
        <Smartphone aria-hidden className="size-5" />
        Entrar com o celular
      </ButtonLink>
      <p className="mt-8 text-center text-nevoa-700">
        Ainda não tem uma conta? <AuthLink to={paths.signupAlias}>Crie aqui.</AuthLink>
      </p>
    </AuthLayout>
  );
}
