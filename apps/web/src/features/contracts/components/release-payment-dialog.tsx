import type { TContract } from '@labora/shared/contracts';
import { formatBRL, formatTypedReais, parseTypedReais } from '@labora/shared/money';
import { feeCents, formatBps, LABORA_FEE_BPS, netCents, WALLET_MESSAGES } from '@labora/shared/wallet';
import { HandCoins } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { NETWORK_MESSAGE } from '@/components/ui/load-states';
import { TextField } from '@/components/ui/text-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { toast } from '@/lib/toast';
import { useReleaseContract } from '../api/release-contract';

const FAILED = 'Não foi possível liberar o pagamento. Tente novamente.';

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
  const [mode, setMode] = useState<'all' | 'part'>('all');
  const [amount, setAmount] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const escrow = contract.escrowCents;
  const typed = parseTypedReais(amount);
  const releaseCents = mode === 'all' ? escrow : typeof typed === 'number' && typed > 0 ? Math.min(typed, escrow) : 0;

  const close = (next: boolean) => {
    if (release.isPending) return;
    onOpenChange(next);
    if (!next) {
      setMode('all');
      setAmount('');
      setFieldError(null);
      setAlert(null);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAlert(null);
    let request: { amountCents?: number } = {};
    if (mode === 'part') {
      if (typed === null || amount.trim() === '') return setFieldError(WALLET_MESSAGES.fillAll);
      if (typed === undefined || typed <= 0) return setFieldError(WALLET_MESSAGES.amountInvalid);
      if (typed > escrow) return setFieldError(WALLET_MESSAGES.releaseTooLarge);
      request = { amountCents: typed };
    }
    setFieldError(null);
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
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogTitle>Liberar pagamento</DialogTitle>
        <DialogDescription className="mt-2 text-pretty">
          Em custódia: <strong className="text-nevoa-900">{formatBRL(escrow)}</strong>. O valor liberado vai para a
          carteira de {contract.freelancer.name}, menos a taxa de {formatBps(LABORA_FEE_BPS)} da Labora.
        </DialogDescription>
        <form onSubmit={submit} noValidate className="mt-6 space-y-5">
          <fieldset className="space-y-3">
            <legend className="sr-only">Quanto liberar</legend>
            <label className="flex cursor-pointer items-start gap-3 rounded-2xl border border-nevoa-300 p-4 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
              <input
                type="radio"
                name="release-mode"
                checked={mode === 'all'}
                onChange={() => setMode('all')}
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
                checked={mode === 'part'}
                onChange={() => {
                  setMode('part');
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

          {mode === 'part' && (
            <TextField
              id={amountId}
              label="Valor a liberar (R$)"
              inputMode="decimal"
              autoComplete="off"
              placeholder="Ex.: 500,00"
              hint={`Até ${formatBRL(escrow)}.`}
              error={fieldError ?? undefined}
              value={amount}
              onChange={(event) => {
                setAmount(event.target.value);
                setFieldError(null);
              }}
              onBlur={(event) => {
                const cents = parseTypedReais(event.target.value);
                if (typeof cents === 'number') setAmount(formatTypedReais(cents));
              }}
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
