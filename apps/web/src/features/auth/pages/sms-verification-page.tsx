import { AUTH_MESSAGES, isSignedIn } from '@labora/shared/auth-rules';
import { formatPhone, isValidPhone, phoneDigits } from '@labora/shared/phone';
import { PHONE_CODE_LIMITS, PHONE_MESSAGES } from '@labora/shared/phone-sign-in-rules';
import { ArrowLeft, MessageSquareText } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { PhoneField, usePhoneInput } from '@/components/ui/phone-field';
import { SmsCodeField, useSmsCodeInput } from '@/components/ui/sms-code-field';
import { paths } from '@/config/paths';
import { errorMessage, hasErrorCode } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePhoneSignIn, useRequestPhoneSignInCode } from '../api/phone-sign-in';
import { AuthHeading, AuthLayout, AuthLink } from '../components/auth-layout';
import { HumanCheckField } from '../components/human-check-field';
import { PhoneSignInAside } from '../components/phone-sign-in-aside';
import type { SecondStep } from '../components/second-step';
import { useAfterSignIn } from '../hooks/use-after-sign-in';
import { useHumanCheck } from '../hooks/use-human-check';

const NETWORK = 'Erro de conexão. Verifique sua internet e tente novamente.';
const HUMAN_CHECK_REASON =
  'Para proteger os celulares de mensagens indesejadas, seu dispositivo faz uma verificação rápida e automática antes de enviarmos o código.';

/** Seconds left before 'Reenviar código', counted down once a code went out. */
function useCooldown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return { left, start: () => setLeft(PHONE_CODE_LIMITS.resendAfterSeconds) };
}

/**
 * SPEC's phone sign-in (/sms-verification): the phone, the proof-of-work check, 'Enviar código'; then the code
 * texted to the account whose verified phone it is, and 'Verificar' signs in like a login (with two-factor sign-in on,
 * through `secondStep`, as the password login).
 */
export function SmsVerificationPage({ secondStep }: { secondStep?: SecondStep }) {
  useDocumentTitle('Entrar com o celular');
  const afterSignIn = useAfterSignIn();
  const humanCheck = useHumanCheck({ always: true });
  const requestCode = useRequestPhoneSignInCode();
  const signIn = usePhoneSignIn();
  const cooldown = useCooldown();
  const { phone, setError: setPhoneError, ref: phoneField, field: phoneInput } = usePhoneInput();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [ticket, setTicket] = useState<string | null>(null);
  const { code, setError: setCodeError, ref: codeField, reset: resetCode, field: codeInput } = useSmsCodeInput();
  // Each step's field takes the focus when the step appears (the button that led there is gone).
  const step = sentTo === null ? 'phone' : 'code';
  const [stepShown, setStepShown] = useState(step);
  useEffect(() => {
    if (step === stepShown) return;
    setStepShown(step);
    (step === 'code' ? codeField : phoneField).current?.focus();
  }, [step, stepShown, phoneField, codeField]);

  const send = () => {
    if (!isValidPhone(phone)) {
      setPhoneError(PHONE_MESSAGES.invalidPhone);
      return;
    }
    if (humanCheck.pending) {
      toast.error(AUTH_MESSAGES.challengePending);
      return;
    }
    setPhoneError(undefined);
    requestCode.run(
      { phone: phoneDigits(phone), altcha: humanCheck.body.altcha ?? '' },
      {
        onSuccess: ({ message }) => {
          humanCheck.afterSuccess();
          toast.success(message);
          setSentTo(formatPhone(phone));
          resetCode();
          cooldown.start();
        },
        onError: (error) => {
          humanCheck.afterFailure(error);
          const message = errorMessage(error, { fallback: PHONE_MESSAGES.sendFailed, network: NETWORK });
          if (hasErrorCode(error, 'BAD_REQUEST') && !sentTo) setPhoneError(message);
          toast.error(message);
        },
      },
    );
  };

  const onSendSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };

  const onVerifySubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setCodeError(PHONE_MESSAGES.codeFormat);
      return;
    }
    setCodeError(undefined);
    signIn.run(
      { phone: phoneDigits(phone), code },
      {
        onSuccess: (result) => {
          if (isSignedIn(result)) afterSignIn(result);
          else setTicket(result.ticket);
        },
        onError: (error) => {
          const message = errorMessage(error, { fallback: PHONE_MESSAGES.codeInvalid, network: NETWORK });
          // The code's own refusals show under it; the rest (too many tries, no connection) in a toast too.
          if (hasErrorCode(error, 'PHONE_CODE_INVALID', 'BAD_REQUEST')) setCodeError(message);
          toast.error(message);
        },
      },
    );
  };

  const chooseAnotherNumber = () => {
    setSentTo(null);
    resetCode();
  };

  if (ticket && secondStep) {
    return (
      <AuthLayout aside={<PhoneSignInAside />} asideOnPhone={false}>
        <AuthHeading title="Entrar com o celular" subtitle="Falta só confirmar que é você." />
        {secondStep({ ticket, onSignedIn: afterSignIn, onRestart: () => setTicket(null) })}
      </AuthLayout>
    );
  }

  return (
    <AuthLayout aside={<PhoneSignInAside />} asideOnPhone={false}>
      <AuthHeading
        title="Entrar com o celular"
        subtitle={
          sentTo ? (
            <>
              Digite o código de {PHONE_CODE_LIMITS.codeLength} dígitos enviado por SMS para{' '}
              <strong className="whitespace-nowrap text-nevoa-900">{sentTo}</strong>.
            </>
          ) : (
            'Informe o celular verificado da sua conta. Enviaremos um código por SMS para você entrar sem senha.'
          )
        }
      />
      {sentTo === null ? (
        <form onSubmit={onSendSubmit} noValidate className="space-y-5">
          <PhoneField label="Celular" {...phoneInput} hint="Só funciona com um celular verificado em Configurações." />
          <HumanCheckField check={humanCheck} reason={HUMAN_CHECK_REASON} />
          <Button type="submit" fullWidth loading={requestCode.isPending}>
            Enviar código
          </Button>
        </form>
      ) : (
        <div className="space-y-5">
          <form onSubmit={onVerifySubmit} noValidate className="space-y-5">
            <SmsCodeField
              {...codeInput}
              hint={`Vale por ${PHONE_CODE_LIMITS.codeTtlMinutes} minutos. Não chegou? Confira o número ou peça outro código.`}
            />
            <Button type="submit" fullWidth loading={signIn.isPending || signIn.isSuccess}>
              Verificar
            </Button>
          </form>
          <div className="space-y-3 rounded-xl bg-nevoa-50 p-4">
            <p className="flex items-start gap-2 text-nevoa-700 text-sm">
              <MessageSquareText aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
              {cooldown.left > 0
                ? `Você poderá pedir outro código em ${cooldown.left} s.`
                : 'Não recebeu? Peça outro código (o anterior deixa de valer).'}
            </p>
            {cooldown.left <= 0 && <HumanCheckField check={humanCheck} reason={HUMAN_CHECK_REASON} />}
            <div className="flex flex-wrap gap-3">
              <Button
                type="button"
                variant="secondary"
                size="md"
                disabled={cooldown.left > 0}
                loading={requestCode.isPending}
                onClick={send}
              >
                Reenviar código
              </Button>
              <Button type="button" variant="ghost" size="md" onClick={chooseAnotherNumber}>
                Usar outro número
              </Button>
            </div>
          </div>
        </div>
      )}
      <p className="mt-8 text-center">
        <AuthLink to={paths.login} className="inline-flex items-center gap-1.5">
          <ArrowLeft aria-hidden className="size-4" />
          Entrar com e-mail e senha
        </AuthLink>
      </p>
    </AuthLayout>
  );
}
