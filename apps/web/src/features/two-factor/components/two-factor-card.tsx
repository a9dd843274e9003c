import {
  RECOVERY_CODES_FILE_NAME,
  recoveryCodesText,
  type TTwoFactorSetupResponse,
  TWO_FACTOR_MESSAGES,
} from '@labora/shared/two-factor';
import { Download, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { SettingsCard } from '@/components/ui/settings-card';
import { TextField } from '@/components/ui/text-field';
import { errorMessage, hasErrorCode } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDisableTwoFactor, useEnableTwoFactor, useSetUpTwoFactor, useTwoFactorStatus } from '../api/two-factor';

const NETWORK = 'Não foi possível conectar. Verifique sua internet e tente de novo.';
const FAILED = 'Não foi possível concluir. Tente novamente.';
const failure = (error: unknown) => errorMessage(error, { fallback: FAILED, network: NETWORK });

/** 'Verificação em duas etapas': turn the authenticator app on (QR code, first code, recovery codes) or off. */
export function TwoFactorCard() {
  const status = useTwoFactorStatus();
  const [setup, setSetup] = useState<TTwoFactorSetupResponse | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  let body: React.ReactNode;
  if (recoveryCodes) {
    body = <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  } else if (setup) {
    body = (
      <SetupForm
        setup={setup}
        onCancel={() => setSetup(null)}
        onEnabled={(codes) => {
          setSetup(null);
          setRecoveryCodes(codes);
        }}
      />
    );
  } else if (status.isPending) {
    body = <p className="text-nevoa-600 text-sm">Carregando…</p>;
  } else if (status.isError) {
    body = <FormAlert message={failure(status.error)} />;
  } else if (status.data.enabled) {
    body = <DisableForm recoveryCodesLeft={status.data.recoveryCodesLeft} />;
  } else {
    body = <StartSetup onReady={setSetup} />;
  }

  return (
    <SettingsCard
      icon={ShieldCheck}
      title="Verificação em duas etapas"
      description={
        <p>
          Além da senha, a Labora pede um código do seu aplicativo autenticador (Google Authenticator, Microsoft
          Authenticator, Authy ou outro) ao entrar, ao sacar para uma conta nova, ao trocar o e-mail e ao excluir a
          conta. Assim, uma senha vazada não basta para mexer na sua carteira.
        </p>
      }
    >
      {body}
    </SettingsCard>
  );
}

function StartSetup({ onReady }: { onReady: (setup: TTwoFactorSetupResponse) => void }) {
  const setUp = useSetUpTwoFactor();
  const [alert, setAlert] = useState<string | null>(null);
  return (
    <div className="space-y-4">
      <p className="font-semibold text-nevoa-800 text-sm">Status: desativada</p>
      <FormAlert message={alert} />
      <Button
        size="md"
        loading={setUp.isPending}
        onClick={() => {
          setAlert(null);
          setUp.mutate(undefined, { onSuccess: onReady, onError: (error) => setAlert(failure(error)) });
        }}
      >
        Ativar
      </Button>
    </div>
  );
}

/** The secret in groups of 4, easier to type. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

function SetupForm({
  setup,
  onCancel,
  onEnabled,
}: {
  setup: TTwoFactorSetupResponse;
  onCancel: () => void;
  onEnabled: (codes: string[]) => void;
}) {
  const enable = useEnableTwoFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setAlert(null);
    if (!code.trim()) {
      setError(TWO_FACTOR_MESSAGES.codeMissing);
      return;
    }
    setError(undefined);
    enable.mutate(
      { code: code.trim() },
      {
        onSuccess: ({ recoveryCodes, message }) => {
          toast.success(message);
          onEnabled(recoveryCodes);
        },
        onError: (failed) => {
          if (hasErrorCode(failed, 'TWO_FACTOR_INVALID')) setError(failure(failed));
          else setAlert(failure(failed));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <ol className="list-decimal space-y-1 pl-5 text-nevoa-700 text-sm">
        <li>Abra o aplicativo autenticador no celular e escolha adicionar uma conta.</li>
        <li>Escaneie o código QR ou digite a chave abaixo.</li>
        <li>Digite o código de 6 dígitos que o aplicativo mostrar.</li>
      </ol>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <img
          src={setup.qrCodeDataUrl}
          alt="Código QR para adicionar a Labora ao aplicativo autenticador"
          width={176}
          height={176}
          className="size-44 shrink-0 rounded-xl border border-nevoa-300 bg-white p-2"
        />
        <div className="min-w-0">
          <p className="font-semibold text-nevoa-800 text-sm">Chave para digitar</p>
          <code
            data-testid="two-factor-secret"
            className="mt-1 block break-all rounded-lg bg-nevoa-100 px-3 py-2 font-mono text-nevoa-900 text-sm"
          >
            {grouped(setup.secret)}
          </code>
        </div>
      </div>
      <TextField
        label="Código do aplicativo"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
        className="max-w-xs"
      />
      <FormAlert message={alert} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="md" loading={enable.isPending}>
          Confirmar e ativar
        </Button>
        <Button type="button" size="md" variant="ghost" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const href = `data:text/plain;charset=utf-8,${encodeURIComponent(recoveryCodesText(codes))}`;
  return (
    <div className="space-y-5">
      <div role="status" className="rounded-xl border border-brand-600/20 bg-brand-50 px-4 py-3 text-brand-900 text-sm">
        <p className="font-semibold">Verificação em duas etapas ativada.</p>
        <p className="mt-1">
          Guarde estes códigos de recuperação em um lugar seguro. Eles só aparecem agora, e cada um vale uma vez, para
          entrar se você perder o celular.
        </p>
      </div>
      <ul aria-label="Códigos de recuperação" className="grid grid-cols-2 gap-2 font-mono text-nevoa-900 text-sm">
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-nevoa-100 px-3 py-2 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <a
          href={href}
          download={RECOVERY_CODES_FILE_NAME}
          className={buttonClasses({ variant: 'secondary', size: 'md' })}
        >
          <Download aria-hidden className="size-4" />
          Baixar códigos
        </a>
        <Button type="button" size="md" onClick={onDone}>
          Já guardei os códigos
        </Button>
      </div>
    </div>
  );
}

function DisableForm({ recoveryCodesLeft }: { recoveryCodesLeft: number }) {
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});
  const [alert, setAlert] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const missing = {
      ...(password ? {} : { password: TWO_FACTOR_MESSAGES.passwordMissing }),
      ...(code.trim() ? {} : { code: TWO_FACTOR_MESSAGES.codeMissing }),
    };
    setErrors(missing);
    if (missing.password || missing.code) return;
    disable.mutate(
      { password, code: code.trim() },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (error) => {
          if (hasErrorCode(error, 'WRONG_PASSWORD')) setErrors({ password: failure(error) });
          else if (hasErrorCode(error, 'TWO_FACTOR_INVALID')) setErrors({ code: failure(error) });
          else setAlert(failure(error));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="max-w-md space-y-5">
      <p className="font-semibold text-nevoa-800 text-sm">
        Status: <span className="text-brand-700">ativada</span> ·{' '}
        {recoveryCodesLeft === 1
          ? '1 código de recuperação restante'
          : `${recoveryCodesLeft} códigos de recuperação restantes`}
      </p>
      <PasswordField
        label="Senha"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <TextField
        label="Código do aplicativo ou de recuperação"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={errors.code}
      />
      <FormAlert message={alert} />
      <Button type="submit" size="md" variant="secondary" loading={disable.isPending}>
        Desativar
      </Button>
    </form>
  );
}
