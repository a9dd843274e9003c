import { formatPhone, isValidPhone, phoneDigits } from '@labora/shared/phone';
import { PHONE_CODE_LIMITS, PHONE_MESSAGES } from '@labora/shared/phone-sign-in';
import { BadgeCheck, CircleAlert, Smartphone } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { RowsSkeleton, SectionLoadError } from '@/components/ui/load-states';
import { PasswordField } from '@/components/ui/password-field';
import { PhoneField, usePhoneInput } from '@/components/ui/phone-field';
import { SettingsCard } from '@/components/ui/settings-card';
import { SmsCodeField, useSmsCodeInput } from '@/components/ui/sms-code-field';
import { errorMessage, hasErrorCode } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useChangePhone, useConfirmPhoneVerification, usePhoneStatus, useRequestPhoneVerification } from '../api/phone';

const NETWORK = 'Erro de conexão. Verifique sua internet e tente novamente.';
const BADGE = 'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-1 font-semibold text-xs';

/**
 * Configurações' 'Celular': the number and whether it is verified; 'Verificar celular' texts a code that proves it
 * (a verified phone signs in at /sms-verification); 'Alterar celular' takes the password and unverifies.
 */
export function PhoneCard() {
  const status = usePhoneStatus();
  const [mode, setMode] = useState<'idle' | 'verify' | 'change'>('idle');
  return (
    <SettingsCard
      icon={Smartphone}
      title="Celular"
      description="Com o celular verificado, você pode entrar na Labora com um código enviado por SMS, sem digitar a senha. Cada celular verificado pertence a uma só conta."
    >
      {status.isPending ? (
        <RowsSkeleton rows={1} label="Carregando o seu celular" />
      ) : status.isError ? (
        <SectionLoadError
          title="Não foi possível carregar o seu celular."
          error={status.error}
          onRetry={() => void status.refetch()}
          retrying={status.isRefetching}
        />
      ) : (
        <div className="space-y-5">
          <p className="flex flex-wrap items-center gap-3 text-nevoa-800">
            <span>
              Celular: <span className="font-semibold tabular-nums">{formatPhone(status.data.phone) || '—'}</span>
            </span>
            {status.data.phoneVerified ? (
              <span className={cn(BADGE, 'bg-brand-50 text-brand-800 ring-1 ring-brand-200 ring-inset')}>
                <BadgeCheck aria-hidden className="size-3.5" />
                Verificado
              </span>
            ) : (
              <span className={cn(BADGE, 'bg-amber-50 text-amber-900 ring-1 ring-amber-200 ring-inset')}>
                <CircleAlert aria-hidden className="size-3.5" />
                Não verificado
              </span>
            )}
          </p>
          {mode === 'verify' ? (
            <VerifyForm phone={status.data.phone} onDone={() => setMode('idle')} />
          ) : mode === 'change' ? (
            <ChangeForm currentPhone={status.data.phone} onDone={() => setMode('idle')} />
          ) : (
            <div className="flex flex-wrap gap-3">
              {!status.data.phoneVerified && <StartVerification onStarted={() => setMode('verify')} />}
              <Button type="button" variant="secondary" size="md" onClick={() => setMode('change')}>
                Alterar celular
              </Button>
            </div>
          )}
        </div>
      )}
    </SettingsCard>
  );
}

/** Reports a refusal: in the form's alert and a toast (a rate limit, a number taken by another account). */
function useRefusal() {
  const [alert, setAlert] = useState<string | null>(null);
  return {
    alert,
    clear: () => setAlert(null),
    say: (message: string) => {
      setAlert(message);
      toast.error(message);
    },
    show: (error: unknown, fallback: string) => {
      const message = errorMessage(error, { fallback, network: NETWORK });
      setAlert(message);
      toast.error(message);
    },
  };
}

/** A code request's outcome: its message in a toast and `then`, or the refusal shown. */
function codeSent(refusal: ReturnType<typeof useRefusal>, then: () => void) {
  refusal.clear();
  return {
    onSuccess: ({ message }: { message: string }) => {
      toast.success(message);
      then();
    },
    onError: (error: unknown) => refusal.show(error, PHONE_MESSAGES.sendFailed),
  };
}

function StartVerification({ onStarted }: { onStarted: () => void }) {
  const request = useRequestPhoneVerification();
  const refusal = useRefusal();
  return (
    <div className="w-full space-y-3">
      <FormAlert message={refusal.alert} />
      <Button
        type="button"
        size="md"
        loading={request.isPending}
        onClick={() => request.mutate(undefined, codeSent(refusal, onStarted))}
      >
        Verificar celular
      </Button>
    </div>
  );
}

function VerifyForm({ phone, onDone }: { phone: string; onDone: () => void }) {
  const confirm = useConfirmPhoneVerification();
  const resend = useRequestPhoneVerification();
  const refusal = useRefusal();
  const { code, setError: setCodeError, ref: codeField, field: codeInput } = useSmsCodeInput();
  const [cooldown, setCooldown] = useState<number>(PHONE_CODE_LIMITS.resendAfterSeconds);
  // The button that opened this form is gone: the code field takes the focus.
  useEffect(() => codeField.current?.focus(), [codeField]);
  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    refusal.clear();
    if (!/^\d{6}$/.test(code)) {
      setCodeError(PHONE_MESSAGES.codeFormat);
      return;
    }
    setCodeError(undefined);
    confirm.mutate(
      { code },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onDone();
        },
        onError: (error) => {
          if (hasErrorCode(error, 'PHONE_CODE_INVALID', 'BAD_REQUEST')) {
            const message = errorMessage(error, { fallback: PHONE_MESSAGES.codeInvalid, network: NETWORK });
            setCodeError(message);
            toast.error(message);
            return;
          }
          refusal.show(error, PHONE_MESSAGES.codeInvalid);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md space-y-5">
      <SmsCodeField
        {...codeInput}
        hint={`Enviado por SMS para ${formatPhone(phone)}. Vale por ${PHONE_CODE_LIMITS.codeTtlMinutes} minutos.`}
      />
      <FormAlert message={refusal.alert} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="md" loading={confirm.isPending}>
          Confirmar
        </Button>
        <Button
          type="button"
          variant="secondary"
          size="md"
          disabled={cooldown > 0}
          loading={resend.isPending}
          onClick={() =>
            resend.mutate(
              undefined,
              codeSent(refusal, () => setCooldown(PHONE_CODE_LIMITS.resendAfterSeconds)),
            )
          }
        >
          {cooldown > 0 ? `Reenviar código (${cooldown} s)` : 'Reenviar código'}
        </Button>
        <CancelButton onClick={onDone} />
      </div>
    </form>
  );
}

function ChangeForm({ currentPhone, onDone }: { currentPhone: string; onDone: () => void }) {
  const change = useChangePhone();
  const refusal = useRefusal();
  const [password, setPassword] = useState('');
  const { phone, setError: setPhoneError, ref: phoneField, field: phoneInput } = usePhoneInput();
  const [passwordError, setPasswordError] = useState<string>();
  useEffect(() => phoneField.current?.focus(), [phoneField]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    refusal.clear();
    const badPhone = isValidPhone(phone)
      ? phoneDigits(phone) === currentPhone
        ? PHONE_MESSAGES.samePhone
        : undefined
      : PHONE_MESSAGES.invalidPhone;
    const badPassword = password ? undefined : PHONE_MESSAGES.passwordMissing;
    setPhoneError(badPhone);
    setPasswordError(badPassword);
    if (badPhone || badPassword) return;
    change.mutate(
      { phone: phoneDigits(phone), password },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onDone();
        },
        onError: (error) => {
          const message = errorMessage(error, { fallback: PHONE_MESSAGES.changeFailed, network: NETWORK });
          // A refusal about a field shows under it (and in a toast); the rest in the form's alert.
          if (hasErrorCode(error, 'WRONG_PASSWORD')) setPasswordError(message);
          else if (hasErrorCode(error, 'SAME_PHONE', 'BAD_REQUEST')) setPhoneError(message);
          else return refusal.say(message);
          toast.error(message);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md space-y-5">
      <PhoneField
        label="Novo celular"
        {...phoneInput}
        hint="O novo número fica como não verificado até você confirmar o código enviado a ele."
      />
      <PasswordField
        label="Senha atual"
        autoComplete="current-password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setPasswordError(undefined);
        }}
        error={passwordError}
      />
      <FormAlert message={refusal.alert} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="md" loading={change.isPending}>
          Salvar novo celular
        </Button>
        <CancelButton onClick={onDone} />
      </div>
    </form>
  );
}

function CancelButton({ onClick }: { onClick: () => void }) {
  return (
    <Button type="button" variant="ghost" size="md" onClick={onClick}>
      Cancelar
    </Button>
  );
}
