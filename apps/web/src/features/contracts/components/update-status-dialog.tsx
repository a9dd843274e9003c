import type { TContract } from '@labora/shared/contracts';
import { WALLET_MESSAGES } from '@labora/shared/wallet';
import { Ban, Play, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeading,
  DialogTitle,
} from '@/components/ui/dialog';
import { useContractAction } from '../hooks/use-contract-action';
import { ProgressForm } from './progress-form';
import { StatusBadge } from './status-badge';

const SECTION = 'border-nevoa-200 border-t pt-5';

/**
 * The dialog of 'Atualizar Status' on a My Projects card (the card's button opens it, loading it the first time): only the moves the server allows now (start, progress, cancel
 * before start). Cancelling asks once more inside the same dialog.
 */
export function UpdateStatusDialog({
  contract,
  open,
  onOpenChange: setOpen,
  onCloseAutoFocus,
}: {
  contract: TContract;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const { run, pending, pendingAction } = useContractAction(contract.id);
  const allowed = new Set(contract.allowedActions);
  // The two views swap in place: focus goes to where the reader's next step is, not to the page behind.
  const backRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (confirmingCancel) {
      asked.current = true;
      backRef.current?.focus();
    } else if (asked.current) {
      asked.current = false;
      cancelRef.current?.focus();
    }
  }, [confirmingCancel]);
  const close = () => {
    setOpen(false);
    setConfirmingCancel(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        setOpen(next);
        if (!next) setConfirmingCancel(false);
      }}
    >
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto" onCloseAutoFocus={onCloseAutoFocus}>
        {confirmingCancel ? (
          <>
            <DialogHeading
              title="Cancelar este contrato?"
              description={
                <p>
                  <strong className="font-semibold text-nevoa-900">{contract.title}</strong> será cancelado para você e
                  para {contract.client.name}. Não dá para desfazer.
                </p>
              }
            />
            <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button
                ref={backRef}
                variant="secondary"
                size="md"
                disabled={pending}
                onClick={() => setConfirmingCancel(false)}
              >
                Voltar
              </Button>
              <Button
                size="md"
                loading={pendingAction === 'cancel'}
                onClick={() => run({ action: 'cancel' }, { onDone: close })}
                className="bg-danger-600! hover:bg-danger-700! active:bg-danger-700!"
              >
                Sim, cancelar contrato
              </Button>
            </div>
          </>
        ) : (
          <>
            <div className="flex items-start justify-between gap-4">
              <DialogTitle>Atualizar Status</DialogTitle>
              <DialogClose asChild>
                <button
                  type="button"
                  aria-label="Fechar"
                  disabled={pending}
                  className="-mt-1 -mr-2 flex size-9 shrink-0 items-center justify-center rounded-xl text-nevoa-500 transition-colors hover:bg-nevoa-100 hover:text-nevoa-900"
                >
                  <X aria-hidden className="size-5" />
                </button>
              </DialogClose>
            </div>
            <DialogDescription asChild>
              <div className="mt-1 space-y-2">
                <p className="break-words font-semibold text-nevoa-900">{contract.title}</p>
                <p className="flex flex-wrap items-center gap-2 text-sm">
                  Agora: <StatusBadge status={contract.status} vocabulary="project" />
                </p>
              </div>
            </DialogDescription>

            <div className="mt-6 space-y-5">
              {allowed.has('start') && (
                <div className={SECTION}>
                  <p className="text-pretty text-nevoa-700 text-sm">
                    {contract.fundedAt
                      ? `Avise ${contract.client.name} que o trabalho começou. Depois disso você informa o progresso por aqui.`
                      : `${WALLET_MESSAGES.contractNotFunded} Aguardando ${contract.client.name} pagar.`}
                  </p>
                  <Button
                    size="md"
                    loading={pendingAction === 'start'}
                    disabled={pending || !contract.fundedAt}
                    onClick={() => run({ action: 'start' }, { onDone: close })}
                    className="mt-4 w-full"
                  >
                    {pendingAction !== 'start' && <Play aria-hidden className="size-4" />}
                    Iniciar trabalho
                  </Button>
                </div>
              )}

              {allowed.has('progress') && (
                <div className={SECTION}>
                  <ProgressForm
                    initial={contract.progress}
                    pending={pendingAction === 'progress'}
                    onSubmit={(progress) => run({ action: 'progress', progress }, { onDone: close })}
                  />
                  <p className="mt-4 text-pretty text-nevoa-600 text-sm">
                    Quando terminar, use “Entregar” no contrato: {contract.client.name} libera o pagamento ou pede
                    alterações.
                  </p>
                </div>
              )}

              {allowed.has('cancel') && (
                <div className={SECTION}>
                  <p className="text-pretty text-nevoa-700 text-sm">Não vai poder fazer? Cancele antes de começar.</p>
                  <Button
                    ref={cancelRef}
                    variant="secondary"
                    size="md"
                    disabled={pending}
                    onClick={() => setConfirmingCancel(true)}
                    className="mt-4 w-full text-danger-700!"
                  >
                    <Ban aria-hidden className="size-4" />
                    Cancelar contrato
                  </Button>
                </div>
              )}

              {allowed.size === 0 && (
                <p className={`${SECTION} text-pretty text-nevoa-700 text-sm`}>
                  {contract.status === 'concluido'
                    ? 'Este contrato já foi concluído: o status não muda mais.'
                    : contract.status === 'cancelado'
                      ? 'Este contrato foi cancelado: o status não muda mais.'
                      : 'Não há mudança de status disponível para você agora.'}
                </p>
              )}
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
