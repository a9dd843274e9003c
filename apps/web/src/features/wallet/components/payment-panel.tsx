import type { TContract } from '@labora/shared/contracts';
import { formatBRL } from '@labora/shared/money';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_PROCESSING,
  type TDeposit,
  type TPaymentMethod,
  type TWallet,
  WALLET_MESSAGES,
} from '@labora/shared/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Clock, CreditCard, Landmark, QrCode, Wallet } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { CardNumberField } from '@/components/card-number-field';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { NETWORK_MESSAGE } from '@/components/ui/load-states';
import { MoneyField } from '@/components/ui/money-field';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { parsedFormResolver } from '@/lib/parsed-form-resolver';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { createDeposit } from '../api/deposits';
import { payContract } from '../api/pay-contract';
import {
  checkPaymentForm,
  EMPTY_PAYMENT_FORM,
  type PaymentFormCheck,
  type PaymentFormValues,
  type PaymentTarget,
} from '../lib/payment-form';
import { DepositInstructions } from './deposit-instructions';
import { type MethodOption, MethodPicker } from './method-picker';
import { AvailableBalance } from './wallet-summary';

const ICONS = { saldoCarteira: Wallet, pix: QrCode, card: CreditCard, bank: Landmark } as const;
const FAILED = 'Não foi possível concluir o pagamento. Tente novamente.';

/** The contract being paid: its value is the service price. */
export type PayableContract = Pick<TContract, 'id' | 'title' | 'valueCents'>;

interface PaymentPanelProps {
  wallet: TWallet | undefined;
  /** Pays this contract; without one the screen is 'Adicionar saldo'. */
  contract: PayableContract | null;
  /** A contract's payment went through (the escrow holds its value): the screen goes back to the contract. */
  onContractPaid: (message: string) => void;
}

/**
 * SPEC's 'Pagamento': balance, method buttons, service price, account info (none for the wallet's balance),
 * processing time, error area and 'Realizar Pagamento'. PIX and bank then wait for the money on screen.
 */
export function PaymentPanel({ wallet, contract, onContractPaid }: PaymentPanelProps) {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKey();
  const [alert, setAlert] = useState<string | null>(null);
  const [waiting, setWaiting] = useState<TDeposit | null>(null);
  const availableCents = wallet?.availableCents ?? 0;
  const target: PaymentTarget = contract ? { kind: 'contract', priceCents: contract.valueCents } : { kind: 'deposit' };
  // The check needs this render's balance and target; the resolver is made once. A field's problem marks the
  // field; the wallet being short is the whole payment's, said in the alert.
  const context = useRef({ target, availableCents });
  context.current = { target, availableCents };
  const [resolver] = useState(() =>
    parsedFormResolver<PaymentFormValues, PaymentFormCheck>((values) => {
      const check = checkPaymentForm(values, context.current);
      return check.ok || check.field === null ? { data: check } : { errors: { [check.field]: check.message } };
    }),
  );
  const {
    control,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<PaymentFormValues, unknown, PaymentFormCheck>({ resolver, defaultValues: EMPTY_PAYMENT_FORM });
  const method = useWatch({ control, name: 'method' });

  // The last refusal is about what was sent; once the form changes it no longer applies.
  useEffect(() => {
    const subscription = watch(() => setAlert(null));
    return () => subscription.unsubscribe();
  }, [watch]);
  const methods = contract ? PAYMENT_METHODS : PAYMENT_METHODS.filter((m) => m !== 'saldoCarteira');
  const options: MethodOption<TPaymentMethod>[] = methods.map((method) => ({
    value: method,
    label: PAYMENT_METHOD_LABELS[method],
    detail:
      method === 'saldoCarteira'
        ? `${PAYMENT_PROCESSING[method]} · saldo ${formatBRL(availableCents)}`
        : PAYMENT_PROCESSING[method],
    icon: ICONS[method],
  }));

  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.contracts.all });
  }, [queryClient]);

  const pay = useMutation({
    mutationFn: async (check: PaymentFormCheck) => {
      if (!check.ok) throw new Error('unreachable');
      if ('deposit' in check) {
        const answer = await keys.send(check.deposit, (idempotencyKey) =>
          createDeposit({ request: check.deposit, idempotencyKey }),
        );
        return { message: answer.message, deposit: answer.deposit, funded: false };
      }
      const target = { contractId: contract?.id ?? '', request: check.request };
      const answer = await keys.send(target, (idempotencyKey) => payContract({ ...target, idempotencyKey }));
      return { message: answer.message, deposit: answer.deposit, funded: answer.fundedAt !== null };
    },
    onSettled: refresh,
  });

  const finished = useCallback(
    (message: string) => {
      refresh();
      if (contract) {
        onContractPaid(message);
        return;
      }
      toast.success(message);
      setWaiting(null);
      reset(EMPTY_PAYMENT_FORM);
    },
    [contract, onContractPaid, refresh, reset],
  );

  const submit = handleSubmit(
    (check) => {
      if (!check.ok) {
        setAlert(check.message);
        return;
      }
      setAlert(null);
      pay.mutate(check, {
        onSuccess: ({ message, deposit, funded }) => {
          if (funded || deposit?.status === 'completed') finished(message);
          else if (deposit) setWaiting(deposit);
        },
        onError: (error) => {
          const message = errorMessage(error, { fallback: FAILED, network: NETWORK_MESSAGE });
          setAlert(message);
          toast.error(message);
        },
      });
    },
    // The message goes in the alert (SPEC's error area); the field is marked and focused.
    (invalid) => setAlert(invalid.method?.message ?? invalid.amount?.message ?? invalid.cardNumber?.message ?? null),
  );

  return (
    <div className="space-y-6">
      <div className={cn('grid gap-4', contract && 'sm:grid-cols-2')}>
        <AvailableBalance wallet={wallet} />
        {contract && (
          <Card className="p-5 shadow-sm">
            <p className="font-semibold text-nevoa-700 text-sm">Valor do serviço</p>
            <p className="font-extrabold text-2xl text-nevoa-950 tabular-nums">{formatBRL(contract.valueCents)}</p>
            <p className="mt-1 break-words text-nevoa-600 text-sm">{contract.title}</p>
          </Card>
        )}
      </div>

      <Card className="p-5 shadow-sm sm:p-8">
        {waiting ? (
          <DepositInstructions
            deposit={waiting}
            sandbox={wallet?.sandbox ?? false}
            onCompleted={() => finished(contract ? WALLET_MESSAGES.paid : WALLET_MESSAGES.depositConfirmed)}
          />
        ) : (
          <form
            onSubmit={submit}
            noValidate
            className="space-y-6"
            aria-label={contract ? 'Realizar Pagamento' : 'Adicionar saldo'}
          >
            {!contract && (
              <Controller
                control={control}
                name="amount"
                render={({ field }) => (
                  <MoneyField
                    label="Valor (R$)"
                    placeholder="Ex.: 500,00"
                    invalid={Boolean(errors.amount)}
                    {...field}
                  />
                )}
              />
            )}

            <Controller
              control={control}
              name="method"
              render={({ field }) => (
                <MethodPicker
                  legend="Forma de pagamento"
                  options={options}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />

            {method === 'card' && (
              <Controller
                control={control}
                name="cardNumber"
                render={({ field }) => (
                  <CardNumberField sandbox={Boolean(wallet?.sandbox)} invalid={Boolean(errors.cardNumber)} {...field} />
                )}
              />
            )}
            {method === 'pix' && (
              <p className="rounded-2xl bg-nevoa-50 p-4 text-nevoa-700 text-sm">
                Ao continuar, mostramos o QR Code e o código PIX copia e cola para você pagar no app do seu banco.
              </p>
            )}
            {method === 'bank' && (
              <p className="rounded-2xl bg-nevoa-50 p-4 text-nevoa-700 text-sm">
                Ao continuar, mostramos a referência para você fazer a transferência pelo seu banco.
              </p>
            )}

            {method && (
              <p className="flex items-center gap-2 text-nevoa-700 text-sm">
                <Clock aria-hidden className="size-4 text-nevoa-500" />
                Tempo de processamento: <strong className="text-nevoa-950">{PAYMENT_PROCESSING[method]}</strong>
              </p>
            )}

            <FormAlert message={alert} />

            <div className="flex justify-end">
              <Button
                type="submit"
                size="lg"
                loading={pay.isPending}
                // The balance decides 'Saldo insuficiente': nothing is sent before it is known.
                disabled={!wallet}
                className="w-full sm:w-auto"
              >
                {contract ? 'Realizar Pagamento' : 'Adicionar saldo'}
              </Button>
            </div>
          </form>
        )}
      </Card>
    </div>
  );
}
