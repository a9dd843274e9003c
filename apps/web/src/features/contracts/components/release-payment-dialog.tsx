import type { TContract } from '@labora/shared/contracts';
import { formatBRL } from '@labora/shared/money';
import { feeCents, formatBps, LABORA_FEE_BPS, netCents, WALLET_MESSAGES } from '@labora/shared/wallet';
import { HandCoins } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { NETWORK_MESSAGE } from '@/components/ui/load-states';
import { MoneyField } from '@/components/ui/money-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { parsedFormResolver } from '@/lib/parsed-form-resolver';
import { toast } from '@/lib/toast';
import { useReleaseContract } from '../api/release-contract';

const FAILED = 'Não foi possível liberar o pagamento. Tente novamente.';

/** 'Liberar pagamento' as chosen: all the escrow, or a part of it in centavos (null while the box is empty). */
interface ReleaseFormValues {
  mode: 'all' | 'part';
  amount: number | null;
}

const EMPTY_RELEASE_FORM: ReleaseFormValues = { mode: 'all', amount: null };

/** What POST /contracts/:id/release takes: nothing for all of it, or the part's amount within the escrow. */
function parseReleaseForm(
  values: ReleaseFormValues,
  escrowCents: number,
): { data: { amountCents?: number } } | { errors: { amount: string } } {
  if (values.mode === 'all') return { data: {} };
  const { amount } = values;
  if (amount === null) return { errors: { amount: WALLET_MESSAGES.fillAll } };
  if (amount <= 0) return { errors: { amount: WALLET_MESSAGES.amountInvalid } };
  if (amount > escrowCents) return { errors: { amount: WALLET_MESSAGES.releaseTooLarge } };
  return { data: { amountCents: amount } };
}

interface ReleasePaymentDialogProps {
  contract: Pick<TContract, 'id' | 'title' | 'escrowCents' | 'freelancer'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Liberar pagamento': all the escrow (which concludes the contract) or a part of it (a stage). The freelancer
 * receives the amount less Labora's fee, shown before confirming.
 */
export function ReleasePaymentDialog({ contract, open, onOpenChange }: ReleasePaymentDialogProps) {
  const release = useReleaseContract();
  const keys = useIdempotencyKey();
  const amountId = useId();
  const [alert, setAlert] = useState<string | null>(null);
  const escrow = contract.escrowCents;
  // The escrow of this render; the resolver is made once.
  const escrowRef = useRef(escrow);
  escrowRef.current = escrow;
  const [resolver] = useState(() =>
    parsedFormResolver<ReleaseFormValues, { amountCents?: number }>((values) =>
      parseReleaseForm(values, escrowRef.current),
    ),
  );
  const { control, handleSubmit, reset } = useForm<ReleaseFormValues, unknown, { amountCents?: number }>({
    resolver,
    defaultValues: EMPTY_RELEASE_FORM,
  });
  const mode = useWatch({ control, name: 'mode' });
  const typed = useWatch({ control, name: 'amount' });
  const releaseCents = mode === 'all' ? escrow : typed !== null && typed > 0 ? Math.min(typed, escrow) : 0;

  const close = (next: boolean) => {
    if (release.isPending) return;
    onOpenChange(next);
    if (!next) {
      reset(EMPTY_RELEASE_FORM);
      setAlert(null);
    }
  };

  const submit = handleSubmit((request) => {
    setAlert(null);
    keys
      .send({ contractId: contract.id, ...request }, (idempotencyKey) =>
        release.mutateAsync({ id: contract.id, request, idempotencyKey }),
      )
      .then(
        ({ message }) => {
          toast.success(message);
          close(false);
        },
        (error: unknown) => {
          const message = errorMessage(error, { fallback: FAILED, network: NETWORK_MESSAGE });
          setAlert(message);
          if (error instanceof ApiError) toast.error(message);
        },
      );
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogTitle>Liberar pagamento</DialogTitle>
        <DialogDescription className="mt-2 text-pretty">
          Em custódia: <strong className="text-nevoa-900">{formatBRL(escrow)}</strong>. O valor liberado vai para a
          carteira de {contract.freelancer.name}, menos a taxa de {formatBps(LABORA_FEE_BPS)} da Labora.
        </DialogDescription>
        <form onSubmit={submit} noValidate className="mt-6 space-y-5">
          <Controller
            control={control}
            name="mode"
            render={({ field }) => (
              <fieldset className="space-y-3">
                <legend className="sr-only">Quanto liberar</legend>
                <label className="flex cursor-pointer items-start gap-3 rounded-2xl border border-nevoa-300 p-4 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                  <input
                    type="radio"
                    name="release-mode"
                    checked={field.value === 'all'}
                    onChange={() => field.onChange('all')}
                    className="mt-1 size-4 accent-brand-700"
                  />
                  <span>
                    <span className="block font-semibold text-nevoa-950">Tudo e concluir o contrato</span>
                    <span className="block text-nevoa-600 text-sm">
                      Libera {formatBRL(escrow)} e marca o contrato como concluído.
                    </span>
                  </span>
                </label>
                <label className="flex cursor-pointer items-start gap-3 rounded-2xl border border-nevoa-300 p-4 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                  <input
                    type="radio"
                    name="release-mode"
                    checked={field.value === 'part'}
                    onChange={() => {
                      field.onChange('part');
                      window.setTimeout(() => document.getElementById(amountId)?.focus());
                    }}
                    className="mt-1 size-4 accent-brand-700"
                  />
                  <span>
                    <span className="block font-semibold text-nevoa-950">Uma parte (uma etapa)</span>
                    <span className="block text-nevoa-600 text-sm">O contrato continua em andamento.</span>
                  </span>
                </label>
              </fieldset>
            )}
          />

          {mode === 'part' && (
            <Controller
              control={control}
              name="amount"
              render={({ field, fieldState }) => (
                <MoneyField
                  id={amountId}
                  label="Valor a liberar (R$)"
                  placeholder="Ex.: 500,00"
                  hint={`Até ${formatBRL(escrow)}.`}
                  error={fieldState.error?.message}
                  {...field}
                />
              )}
            />
          )}

          <dl aria-live="polite" className="space-y-1.5 rounded-2xl bg-nevoa-50 p-4 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-nevoa-600">Valor liberado</dt>
              <dd className="font-semibold text-nevoa-900 tabular-nums">{formatBRL(releaseCents)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-nevoa-600">Taxa da Labora ({formatBps(LABORA_FEE_BPS)})</dt>
              <dd className="font-semibold text-nevoa-900 tabular-nums">
                − {formatBRL(feeCents(releaseCents, LABORA_FEE_BPS))}
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-nevoa-600">{contract.freelancer.name} recebe</dt>
              <dd className="font-bold text-base text-brand-800 tabular-nums">
                {formatBRL(netCents(releaseCents, LABORA_FEE_BPS))}
              </dd>
            </div>
          </dl>

          <FormAlert message={alert} />

          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" size="md" disabled={release.isPending}>
                Voltar
              </Button>
            </DialogClose>
            <Button type="submit" size="md" loading={release.isPending}>
              {!release.isPending && <HandCoins aria-hidden className="size-4" />}
              {mode === 'all' ? 'Liberar tudo e concluir' : 'Liberar pagamento'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
