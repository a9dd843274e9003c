import { zodResolver } from '@hookform/resolvers/zod';
import { normalizeEmail } from '@labora/shared/email';
import {
  EMAIL_CHANGE_LIMITS,
  EMAIL_CHANGE_MESSAGES,
  type TEmailChangeConfirmRequest,
  type TEmailChangeRequest,
  ZEmailChangeConfirmRequest,
  ZEmailChangeRequest,
} from '@labora/shared/users';
import { MailCheck, Pencil } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFormActions,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { TwoFactorCodeField } from '@/components/ui/two-factor-code-field';
import { errorMessage, hasErrorCode } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useConfirmEmailChange } from '../api/confirm-email-change';
import { useRequestEmailChange } from '../api/request-email-change';
import { PROFILE_FORM_MESSAGES } from '../lib/profile-messages';

/**
 * 'Alterar e-mail': the current password and the new address, then the code mailed to that address. A stolen
 * session alone cannot move the account elsewhere; the old address is told and other sessions end (server side).
 */
export function EmailChangeDialog({ currentEmail }: { currentEmail: string }) {
  const [open, setOpen] = useState(false);
  // Set once the code is on its way: the second step.
  const [sentTo, setSentTo] = useState<string | null>(null);
  // What the first step shows when the person goes back to it (to fix the address or ask for a new code).
  const [draftEmail, setDraftEmail] = useState('');
  const [busy, setBusy] = useState(false);

  const onOpenChange = (next: boolean) => {
    // While a request runs the dialog stays: closing it would hide whether it happened.
    if (busy) return;
    setOpen(next);
    if (!next) {
      setSentTo(null);
      setDraftEmail('');
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="md" className="-ml-3 mt-1.5">
          <Pencil aria-hidden className="size-4" />
          Alterar e-mail
        </Button>
      </DialogTrigger>
      <DialogContent>
        <p className="font-semibold text-brand-700 text-sm">Etapa {sentTo === null ? 1 : 2} de 2</p>
        <DialogTitle className="mt-1">Alterar e-mail</DialogTitle>
        {sentTo === null ? (
          <RequestStep
            currentEmail={currentEmail}
            initialEmail={draftEmail}
            onBusyChange={setBusy}
            onSent={(newEmail) => {
              setDraftEmail(newEmail);
              setSentTo(newEmail);
            }}
          />
        ) : (
          <ConfirmStep
            sentTo={sentTo}
            onBusyChange={setBusy}
            onBack={() => setSentTo(null)}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

interface StepProps {
  onBusyChange: (busy: boolean) => void;
}

// The dialog sits inside the profile form in React's tree: its submit must not also submit the profile.
const isolated = (submit: (event: FormEvent<HTMLFormElement>) => void) => (event: FormEvent<HTMLFormElement>) => {
  event.stopPropagation();
  submit(event);
};

function RequestStep({
  currentEmail,
  initialEmail,
  onSent,
  onBusyChange,
}: StepProps & { currentEmail: string; initialEmail: string; onSent: (newEmail: string) => void }) {
  const request = useRequestEmailChange();
  const [alert, setAlert] = useState<string | null>(null);
  // Two-factor sign-in on: the server asks for a code, and the field appears.
  const [askCode, setAskCode] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<TEmailChangeRequest>({
    resolver: zodResolver(ZEmailChangeRequest),
    defaultValues: { newEmail: initialEmail, password: '' },
  });
  // Back from the code step ('Voltar'): the button that had the focus is gone; the address is the place to resume.
  const cameBack = initialEmail !== '';
  useEffect(() => {
    if (cameBack) setFocus('newEmail');
  }, [cameBack, setFocus]);

  const submit = handleSubmit((values) => {
    setAlert(null);
    if (normalizeEmail(values.newEmail) === normalizeEmail(currentEmail)) {
      setError('newEmail', { message: EMAIL_CHANGE_MESSAGES.sameEmail }, { shouldFocus: true });
      return;
    }
    onBusyChange(true);
    request.mutate(values, {
      onSettled: () => onBusyChange(false),
      onSuccess: ({ newEmail }) => onSent(newEmail),
      onError: (error) => {
        const message = errorMessage(error, {
          fallback: EMAIL_CHANGE_MESSAGES.requestFailed,
          network: PROFILE_FORM_MESSAGES.network,
        });
        if (hasErrorCode(error, 'WRONG_PASSWORD')) setError('password', { message }, { shouldFocus: true });
        else if (hasErrorCode(error, 'TWO_FACTOR_REQUIRED', 'TWO_FACTOR_INVALID')) {
          setAskCode(true);
          setError('twoFactorCode', { message }, { shouldFocus: true });
        } else if (hasErrorCode(error, 'SAME_EMAIL', 'EMAIL_TAKEN')) {
          setError('newEmail', { message }, { shouldFocus: true });
        } else setAlert(message);
      },
    });
  });

  return (
    <>
      <DialogDescription className="mt-2 text-pretty">
        Por segurança, confirme sua senha. Enviaremos um código de {EMAIL_CHANGE_LIMITS.codeLength} dígitos para o novo
        endereço; o e-mail só muda depois que você digitar esse código.
      </DialogDescription>
      <form onSubmit={isolated(submit)} noValidate className="mt-6 space-y-5">
        <TextField
          label="E-mail atual"
          type="email"
          value={currentEmail}
          readOnly
          autoComplete="username"
          tabIndex={-1}
        />
        <TextField
          label="Novo e-mail"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="nome@exemplo.com.br"
          error={errors.newEmail?.message}
          {...register('newEmail')}
        />
        <PasswordField
          label="Senha atual"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        {askCode && <TwoFactorCodeField error={errors.twoFactorCode?.message} {...register('twoFactorCode')} />}
        <FormAlert message={alert} />
        <DialogFormActions pending={request.isPending}>Enviar código</DialogFormActions>
      </form>
    </>
  );
}

function ConfirmStep({
  sentTo,
  onBack,
  onDone,
  onBusyChange,
}: StepProps & { sentTo: string; onBack: () => void; onDone: () => void }) {
  const confirm = useConfirmEmailChange();
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<TEmailChangeConfirmRequest>({
    resolver: zodResolver(ZEmailChangeConfirmRequest),
    defaultValues: { code: '' },
  });

  // The step changed under the person's focus: take it to the field they need next; its hint says where the code went.
  useEffect(() => setFocus('code'), [setFocus]);

  const submit = handleSubmit((values) => {
    setAlert(null);
    onBusyChange(true);
    confirm.mutate(values, {
      onSettled: () => onBusyChange(false),
      onSuccess: ({ message }) => {
        toast.success(message);
        onDone();
      },
      onError: (error) => {
        const message = errorMessage(error, {
          fallback: EMAIL_CHANGE_MESSAGES.confirmFailed,
          network: PROFILE_FORM_MESSAGES.network,
        });
        if (hasErrorCode(error, 'EMAIL_CODE_INVALID')) setError('code', { message }, { shouldFocus: true });
        else setAlert(message);
      },
    });
  });

  return (
    <>
      <DialogDescription className="mt-2 text-pretty">
        Falta pouco: digite o código de {EMAIL_CHANGE_LIMITS.codeLength} dígitos que enviamos para{' '}
        <strong className="break-all text-nevoa-900">{sentTo}</strong>.
      </DialogDescription>
      <form onSubmit={isolated(submit)} noValidate className="mt-6 space-y-5">
        <TextField
          label="Código de verificação"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={EMAIL_CHANGE_LIMITS.codeLength}
          hint={`Enviado para ${sentTo}. Vale por ${EMAIL_CHANGE_LIMITS.codeTtlMinutes} minutos. Não chegou? Confira o spam ou volte e peça outro.`}
          error={errors.code?.message}
          {...register('code')}
        />
        <FormAlert message={alert} />
        <p className="flex items-start gap-2 rounded-xl bg-nevoa-50 px-4 py-3 text-nevoa-700 text-sm">
          <MailCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
          Ao confirmar, avisamos o e-mail antigo e encerramos as sessões abertas em outros aparelhos.
        </p>
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" size="md" onClick={onBack} disabled={confirm.isPending}>
            Voltar
          </Button>
          <Button type="submit" size="md" loading={confirm.isPending}>
            Confirmar novo e-mail
          </Button>
        </div>
      </form>
    </>
  );
}
