import { type TWithdrawalMethod, WITHDRAWAL_METHODS, WITHDRAWAL_RAILS } from '@labora/shared/business-days';
import { formatBRL } from '@labora/shared/money';
import { bankOptions, PAYOUT_ACCOUNTS_LIMIT, type TPayoutAccountItem } from '@labora/shared/payout-accounts';
import { formatBps } from '@labora/shared/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowUpFromLine, CreditCard, Landmark, QrCode } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Controller, type FieldErrors, type UseFormRegister, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { NETWORK_MESSAGE } from '@/components/ui/load-states';
import { MoneyField } from '@/components/ui/money-field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TwoFactorCodeField } from '@/components/ui/two-factor-code-field';
import { ApiError, errorMessage, hasErrorCode } from '@/lib/api-client';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { parsedFormResolver } from '@/lib/parsed-form-resolver';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { savePayoutAccount } from '../api/payout-accounts';
import { createWithdrawal } from '../api/withdrawals';
import { WITHDRAWAL_METHOD_LABELS, withdrawalRailDetail } from '../lib/method-labels';
import {
  type CheckedWithdrawal,
  checkWithdrawForm,
  EMPTY_WITHDRAW_FORM,
  savedAccountsFor,
  scheduleBounds,
  type WithdrawFormValues,
  withdrawalFigures,
} from '../lib/withdraw-form';
import { ConfirmWithdrawalDialog } from './confirm-withdrawal-dialog';
import { type MethodOption, MethodPicker } from './method-picker';
import { SavedAccountPicker } from './saved-account-picker';

const ICONS = { bank: Landmark, card: CreditCard, pix: QrCode } as const;
const METHOD_OPTIONS: MethodOption<TWithdrawalMethod>[] = WITHDRAWAL_METHODS.map((method) => ({
  value: method,
  label: WITHDRAWAL_METHOD_LABELS[method],
  detail: withdrawalRailDetail(method),
  icon: ICONS[method],
}));
const FAILED = 'Não foi possível solicitar o saque. Tente novamente.';
const SAVE_FAILED = 'O saque foi solicitado, mas não foi possível salvar a conta.';

interface WithdrawFormProps {
  availableCents: number;
  /**
   * The person's saved accounts, offered above the account fields; undefined while they load (or if they could
   * not be read): then there is nothing to choose and no 'Salvar esta conta' either.
   */
  savedAccounts?: TPayoutAccountItem[];
}

/**
 * SPEC's 'Solicitar Saque' form: amount, method, account, optional date, live fee and net, then 'Confirmar Saque'.
 * One Idempotency-Key per confirmation, kept for a retry after no answer (lib/idempotency-key.ts). A typed account
 * is saved after the withdrawal succeeds when 'Salvar esta conta para próximos saques' is ticked.
 */
export function WithdrawForm({ availableCents, savedAccounts }: WithdrawFormProps) {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKey();
  const [saveAccount, setSaveAccount] = useState(true);
  const [alert, setAlert] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<CheckedWithdrawal | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  // Two-factor sign-in on and a new account: the server asks for a code, and the field appears.
  const [askCode, setAskCode] = useState(false);
  const [twoFactorCode, setTwoFactorCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const { min, max } = scheduleBounds();
  // The check needs the balance and the saved accounts of this render; the resolver is made once.
  const context = useRef({ availableCents, savedAccounts });
  context.current = { availableCents, savedAccounts };
  const [resolver] = useState(() =>
    parsedFormResolver<WithdrawFormValues, CheckedWithdrawal>((values) => {
      const check = checkWithdrawForm(values, context.current);
      return check.ok ? { data: check.withdrawal } : { errors: check.errors };
    }),
  );
  const {
    control,
    register,
    handleSubmit,
    getValues,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm<WithdrawFormValues, unknown, CheckedWithdrawal>({ resolver, defaultValues: EMPTY_WITHDRAW_FORM });
  const values = useWatch({ control }) as WithdrawFormValues;

  // The last refusal is about what was sent; once the form changes it no longer applies.
  useEffect(() => {
    const subscription = watch(() => setAlert(null));
    return () => subscription.unsubscribe();
  }, [watch]);

  const withdraw = useMutation({
    mutationFn: (checked: CheckedWithdrawal) =>
      keys.send(checked.request, (idempotencyKey) => createWithdrawal({ request: checked.request, idempotencyKey })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all }),
  });
  const save = useMutation({
    mutationFn: savePayoutAccount,
    onError: (error) => toast.error(errorMessage(error, { fallback: SAVE_FAILED, network: SAVE_FAILED })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.wallet.payoutAccounts() }),
  });
  const methodAccounts = savedAccountsFor(savedAccounts, values.method);
  const usingSaved = methodAccounts.some((item) => item.id === values.savedAccountId);
  // Saving is offered for a typed PIX key or bank account, while the person has room for one more.
  const canSave =
    savedAccounts !== undefined &&
    values.method !== '' &&
    values.method !== 'card' &&
    !usingSaved &&
    savedAccounts.length < PAYOUT_ACCOUNTS_LIMIT;

  const submit = handleSubmit(
    (withdrawal) => {
      setAlert(null);
      setDialogError(null);
      setConfirming(withdrawal);
    },
    () => {
      // SPEC's alert ('Por favor, preencha todos os campos.', 'Saldo insuficiente para saque.') goes with the marks.
      const check = checkWithdrawForm(getValues(), context.current);
      setAlert(check.ok ? null : check.alert);
    },
  );

  const confirm = (confirmed: CheckedWithdrawal) => {
    setDialogError(null);
    const code = twoFactorCode.trim();
    const checked =
      askCode && code ? { ...confirmed, request: { ...confirmed.request, twoFactorCode: code } } : confirmed;
    withdraw.mutateAsync(checked).then(
      ({ message }) => {
        toast.success(message);
        if (canSave && saveAccount && !checked.savedAccountId) save.mutate(checked.request.accountInfo);
        setConfirming(null);
        reset(EMPTY_WITHDRAW_FORM);
        setSaveAccount(true);
        setAskCode(false);
        setTwoFactorCode('');
        setCodeError(undefined);
      },
      (error: unknown) => {
        const message = errorMessage(error, { fallback: FAILED, network: NETWORK_MESSAGE });
        if (!(error instanceof ApiError)) {
          // No answer: the dialog stays, and 'Confirmar Saque' again sends the same key.
          setDialogError(message);
          return;
        }
        setConfirming(null);
        setAlert(message);
        if (hasErrorCode(error, 'INSUFFICIENT_FUNDS')) setError('amount', { message });
        // With a CPF on the account, a CPF key must be that CPF: the key is what to fix.
        if (hasErrorCode(error, 'PIX_KEY_NOT_OWN')) setError('pixKey', { message });
        if (hasErrorCode(error, 'TWO_FACTOR_REQUIRED', 'TWO_FACTOR_INVALID')) {
          setAskCode(true);
          setCodeError(message);
        }
        toast.error(message);
      },
    );
  };

  const figures = withdrawalFigures(values.amount, values.method);
  const rail = values.method ? WITHDRAWAL_RAILS[values.method] : null;

  return (
    <>
      <form onSubmit={submit} noValidate className="space-y-6" aria-label="Solicitar Saque">
        <Controller
          control={control}
          name="amount"
          render={({ field, fieldState }) => (
            <MoneyField
              id="saque-amount"
              label="Valor do saque (R$)"
              placeholder="Ex.: 150,00"
              hint={`Disponível: ${formatBRL(availableCents)}. Mínimo de R$ 50,00.`}
              error={fieldState.error?.message}
              {...field}
            />
          )}
        />

        <Controller
          control={control}
          name="method"
          render={({ field, fieldState }) => (
            // The group is focused when the method is missing.
            <div ref={field.ref} id="saque-method" tabIndex={-1} className="rounded-2xl focus:outline-hidden">
              <MethodPicker
                legend="Método de saque"
                options={METHOD_OPTIONS}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            </div>
          )}
        />

        {(values.method === 'pix' || values.method === 'bank') && methodAccounts.length > 0 && (
          <Controller
            control={control}
            name="savedAccountId"
            render={({ field }) => (
              <SavedAccountPicker
                method={values.method as 'pix' | 'bank'}
                accounts={methodAccounts}
                value={usingSaved ? field.value : ''}
                onChange={field.onChange}
              />
            )}
          />
        )}

        {values.method && !usingSaved && <AccountFields method={values.method} register={register} errors={errors} />}

        {canSave && (
          <label className="flex cursor-pointer items-center gap-3 rounded-xl border border-nevoa-200 p-3.5">
            <input
              type="checkbox"
              className="size-5 shrink-0 accent-brand-700"
              checked={saveAccount}
              onChange={(event) => setSaveAccount(event.target.checked)}
            />
            <span className="font-semibold text-nevoa-800 text-sm">Salvar esta conta para próximos saques</span>
          </label>
        )}

        <TextField
          id="saque-scheduledDate"
          label="Data agendada (opcional)"
          type="date"
          min={min}
          max={max}
          hint="Deixe em branco para sacar agora."
          error={errors.scheduledDate?.message}
          className="sm:max-w-xs"
          {...register('scheduledDate')}
        />

        <dl aria-live="polite" className="grid gap-3 rounded-2xl bg-nevoa-50 p-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-nevoa-600">Taxa{rail ? ` (${formatBps(rail.feeBasisPoints)})` : ''}</dt>
            <dd className="font-semibold text-nevoa-900 tabular-nums">{figures ? formatBRL(figures.feeCents) : '—'}</dd>
          </div>
          <div>
            <dt className="text-nevoa-600">Você receberá</dt>
            <dd className="font-bold text-base text-brand-800 tabular-nums">
              {figures ? formatBRL(figures.netCents) : '—'}
            </dd>
          </div>
          <div>
            <dt className="text-nevoa-600">Tempo de processamento</dt>
            <dd className="font-semibold text-nevoa-900">{rail ? rail.processingLabel : 'Escolha um método'}</dd>
          </div>
        </dl>

        {askCode && (
          <TwoFactorCodeField
            value={twoFactorCode}
            onChange={(event) => {
              setTwoFactorCode(event.target.value);
              setCodeError(undefined);
            }}
            error={codeError}
            className="max-w-sm"
          />
        )}

        <FormAlert message={alert} />

        <div className="flex justify-end">
          <Button type="submit" size="lg" className="w-full sm:w-auto">
            <ArrowUpFromLine aria-hidden className="size-5" />
            Solicitar Saque
          </Button>
        </div>
      </form>
      <ConfirmWithdrawalDialog
        withdrawal={confirming}
        pending={withdraw.isPending}
        error={dialogError}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}

interface AccountFieldsProps {
  method: TWithdrawalMethod;
  register: UseFormRegister<WithdrawFormValues>;
  errors: FieldErrors<WithdrawFormValues>;
}

/** The account of the chosen method, each field with ZPayoutAccount's own message. */
function AccountFields({ method, register, errors }: AccountFieldsProps) {
  if (method === 'pix') {
    return (
      <TextField
        id="saque-pixKey"
        label="Chave PIX"
        autoComplete="off"
        placeholder="CPF, CNPJ, e-mail, celular ou chave aleatória"
        hint="Celular com DDD, por exemplo +55 11 91234-5678."
        error={errors.pixKey?.message}
        {...register('pixKey')}
      />
    );
  }
  if (method === 'card') {
    return (
      <TextField
        id="saque-cardNumber"
        label="Número do cartão"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="0000 0000 0000 0000"
        hint="Guardamos só os 4 últimos dígitos: por isso o número é pedido a cada saque e cartões não ficam salvos."
        error={errors.cardNumber?.message}
        {...register('cardNumber')}
      />
    );
  }
  return (
    <fieldset className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_7rem_minmax(0,10rem)_5rem]">
      <legend className="sr-only">Conta bancária</legend>
      <SelectField
        id="saque-bankCode"
        label="Banco"
        error={errors.bankCode?.message}
        className="sm:col-span-4"
        {...register('bankCode')}
      >
        <option value="">Selecione o banco</option>
        {bankOptions().map((bank) => (
          <option key={bank.code} value={bank.code}>
            {bank.code} · {bank.name}
          </option>
        ))}
      </SelectField>
      <TextField
        id="saque-agency"
        label="Agência"
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        placeholder="0000"
        error={errors.agency?.message}
        className="sm:col-span-1"
        {...register('agency')}
      />
      <TextField
        id="saque-account"
        label="Conta"
        inputMode="numeric"
        autoComplete="off"
        maxLength={13}
        placeholder="00000000"
        error={errors.account?.message}
        className="sm:col-span-2"
        {...register('account')}
      />
      <TextField
        id="saque-digit"
        label="Dígito"
        autoComplete="off"
        maxLength={2}
        placeholder="0"
        error={errors.digit?.message}
        {...register('digit')}
      />
    </fieldset>
  );
}
