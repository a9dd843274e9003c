import { type TTwoFactorSignInResponse, TWO_FACTOR_MESSAGES } from '@labora/shared/two-factor';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { errorMessage, hasErrorCode } from '@/lib/api-client';
import { useTwoFactorSignIn } from '../api/two-factor';

const NETWORK = 'Não foi possível conectar. Verifique sua internet e tente de novo.';

interface TwoFactorStepProps {
  /** The ticket the password (or phone code) answered. */
  ticket: string;
  /** The session exists (already stored): where to go next is the caller's. */
  onSignedIn: (response: TTwoFactorSignInResponse) => void;
  /** The ticket is dead (expired, used, out of tries): back to the first step. */
  onRestart?: () => void;
}

/** The second step of a sign-in with two-factor sign-in on: an app code or a recovery code. */
export function TwoFactorStep({ ticket, onSignedIn, onRestart }: TwoFactorStepProps) {
  const signIn = useTwoFactorSignIn();
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [rememberDevice, setRememberDevice] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const typed = code.trim();
    if (!typed) {
      setFieldError(useRecovery ? TWO_FACTOR_MESSAGES.recoveryCodeMissing : TWO_FACTOR_MESSAGES.codeMissing);
      return;
    }
    setFieldError(undefined);
    signIn.run(
      { ticket, rememberDevice, ...(useRecovery ? { recoveryCode: typed } : { code: typed }) },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          const message = errorMessage(error, { fallback: TWO_FACTOR_MESSAGES.invalid, network: NETWORK });
          if (hasErrorCode(error, 'TWO_FACTOR_TICKET_INVALID')) {
            setExpired(true);
            setAlert(message);
          } else if (hasErrorCode(error, 'TWO_FACTOR_INVALID')) {
            setFieldError(message);
          } else {
            setAlert(message);
          }
        },
      },
    );
  };

  return (
    <div>
      <div className="mb-6 flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
          <ShieldCheck aria-hidden className="size-5" />
        </span>
        <div>
          <h2 className="font-bold text-nevoa-950 text-xl">Verificação em duas etapas</h2>
          <p className="mt-1 text-nevoa-600 text-sm">
            {useRecovery
              ? 'Digite um dos seus códigos de recuperação. Cada código vale uma vez.'
              : 'Abra seu aplicativo autenticador e digite o código de 6 dígitos da Labora.'}
          </p>
        </div>
      </div>
      <form onSubmit={submit} noValidate className="space-y-5">
        <TextField
          key={useRecovery ? 'recovery' : 'app'}
          label={useRecovery ? 'Código de recuperação' : 'Código do aplicativo'}
          name={useRecovery ? 'recoveryCode' : 'code'}
          autoComplete="one-time-code"
          inputMode={useRecovery ? 'text' : 'numeric'}
          maxLength={useRecovery ? 20 : 6}
          autoFocus
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={fieldError}
          disabled={expired}
        />
        <label className="flex cursor-pointer items-start gap-3 text-nevoa-800 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-700"
            checked={rememberDevice}
            onChange={(event) => setRememberDevice(event.target.checked)}
            disabled={expired}
          />
          <span>
            <span className="block font-semibold">Lembrar este dispositivo por 30 dias</span>
            <span className="block text-nevoa-600">
              Não use em computadores compartilhados. Você pode revogar em “Sair de todos os dispositivos”.
            </span>
          </span>
        </label>
        <FormAlert message={alert} />
        {expired ? (
          <Button type="button" fullWidth onClick={onRestart}>
            Entrar de novo
          </Button>
        ) : (
          <Button type="submit" fullWidth loading={signIn.isPending || signIn.isSuccess}>
            Verificar
          </Button>
        )}
      </form>
      {!expired && (
        <button
          type="button"
          className="mt-4 font-semibold text-brand-700 text-sm underline-offset-4 hover:underline focus-visible:underline"
          onClick={() => {
            setUseRecovery((value) => !value);
            setCode('');
            setFieldError(undefined);
          }}
        >
          {useRecovery ? 'Usar o código do aplicativo' : 'Usar um código de recuperação'}
        </button>
      )}
    </div>
  );
}
