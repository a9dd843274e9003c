import type { TGigOrder } from '@labora/shared/gigs';
import { formatBRL } from '@labora/shared/money';
import { Ban } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { NETWORK_MESSAGE } from '@/components/ui/load-states';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useGigOrderAction } from '../api/answer-gig-order';

/**
 * 'Cancelar pedido' for the buyer of a waiting order, confirmed first: its payment returns to their wallet (one
 * Idempotency-Key per click, in useGigOrderAction); afterwards they may order again.
 */
export function CancelGigOrderButton({ order }: { order: TGigOrder }) {
  const [open, setOpen] = useState(false);
  const cancel = useGigOrderAction();

  const confirm = () =>
    cancel.mutate(
      { id: order.id, action: 'cancel' },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (error) =>
          toast.error(
            errorMessage(error, { fallback: 'Não foi possível cancelar o pedido.', network: NETWORK_MESSAGE }),
          ),
        onSettled: () => setOpen(false),
      },
    );

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      pending={cancel.isPending}
      tone="danger"
      // 'Cancelar' beside 'Sim, cancelar pedido' would read as the action itself.
      cancelLabel="Voltar"
      title="Cancelar este pedido?"
      description={
        <p>
          {order.seller.name} não poderá mais aceitar o pedido de <strong>{order.gigTitle}</strong>. O valor pago,{' '}
          {formatBRL(order.priceCents)}, volta para a sua carteira. Se mudar de ideia, você pode enviar outro.
        </p>
      }
      confirmLabel="Sim, cancelar pedido"
      onConfirm={confirm}
      trigger={
        <Button variant="secondary" size="md" className="text-danger-700!">
          <Ban aria-hidden className="size-4" />
          Cancelar pedido<span className="sr-only"> de {order.gigTitle}</span>
        </Button>
      }
    />
  );
}
