import { GIG_ORDER_LIMITS, GIG_ORDER_MESSAGES, type TGig, type TGigOrder } from '@labora/shared/gigs';
import { ExternalLink, Send, ShoppingBag } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SectionLoadError, SKELETON_BAR } from '@/components/ui/load-states';
import { TextareaField } from '@/components/ui/textarea-field';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatInstant } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useGigOrders } from '../api/get-gig-orders';
import { useOrderGig } from '../api/order-gig';
import { CancelGigOrderButton } from './cancel-gig-order-button';
import { GigOrderStatusBadge } from './gig-order-status';

/**
 * 'Contratar' for anyone but the seller: until the wallet exists it sends the seller an order, which they accept
 * (a contract appears in Contratações) or decline, and the buyer may cancel while it waits. The buyer's latest order
 * of this gig shows its state here; once declined or cancelled they may order again.
 */
export function GigOrderPanel({ gig }: { gig: TGig }) {
  const headingId = useId();
  const orders = useGigOrders({ as: 'buyer', gigId: gig.id });
  const latest = orders.data?.items[0];

  return (
    <section aria-labelledby={headingId}>
      <Card className="p-5 shadow-sm sm:p-6">
        <h2 id={headingId} className="flex items-center gap-2 font-bold text-lg text-nevoa-950">
          <ShoppingBag aria-hidden className="size-5 text-brand-700" />
          Contratar este serviço
        </h2>
        {orders.isPending ? (
          <div role="status" aria-label="Carregando seus pedidos" className="mt-4 space-y-3">
            <div className={`${SKELETON_BAR} h-4 w-2/3`} />
            <div className={`${SKELETON_BAR} h-24 w-full`} />
          </div>
        ) : orders.isError ? (
          <SectionLoadError
            title="Não foi possível carregar seus pedidos."
            error={orders.error}
            onRetry={() => void orders.refetch()}
            retrying={orders.isFetching}
            className="mt-4"
          />
        ) : latest && (latest.status === 'pending' || latest.status === 'accepted') ? (
          <OrderState order={latest} />
        ) : (
          <>
            {latest && <OrderState order={latest} />}
            <OrderForm gigId={gig.id} sellerFirstName={gig.seller.name.split(' ')[0] ?? gig.seller.name} />
          </>
        )}
      </Card>
    </section>
  );
}

function OrderState({ order }: { order: TGigOrder }) {
  return (
    <div className="mt-4 space-y-3" aria-live="polite">
      <div className="flex flex-wrap items-center gap-2">
        <GigOrderStatusBadge status={order.status} />
        <span className="text-nevoa-600 text-sm">
          Pedido enviado em <time dateTime={order.createdAt}>{formatInstant(order.createdAt, 'medium')}</time>
        </span>
      </div>
      <p className="text-pretty text-nevoa-700 text-sm">
        {order.status === 'pending'
          ? 'O freelancer já recebeu o seu pedido. Quando ele aceitar, o contrato aparece em Contratações.'
          : order.status === 'accepted'
            ? 'O freelancer aceitou o seu pedido. O contrato está aguardando início.'
            : order.status === 'cancelled'
              ? 'Você cancelou este pedido. Se quiser, envie outro.'
              : 'O freelancer recusou este pedido. Você pode enviar outro, com mais detalhes.'}
      </p>
      {order.status === 'pending' && <CancelGigOrderButton order={order} />}
      {order.contractId && (
        <Link
          to={paths.contract(order.contractId)}
          className="inline-flex items-center gap-1.5 font-semibold text-brand-700 text-sm hover:underline"
        >
          <ExternalLink aria-hidden className="size-4" />
          Ver contrato
        </Link>
      )}
    </div>
  );
}

function OrderForm({ gigId, sellerFirstName }: { gigId: string; sellerFirstName: string }) {
  const [message, setMessage] = useState('');
  const order = useOrderGig(gigId);
  const tooLong = message.trim().length > GIG_ORDER_LIMITS.messageMaxLength;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (tooLong) return;
    order.mutate(
      { message: message.trim() },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setMessage('');
        },
        onError: (error) =>
          toast.error(
            errorMessage(error, {
              fallback: 'Não foi possível enviar o pedido.',
              network: 'Sem conexão. Tente enviar o pedido de novo.',
            }),
          ),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="mt-4 space-y-4" noValidate>
      <TextareaField
        label="Mensagem para o freelancer (opcional)"
        rows={4}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        placeholder={`Conte a ${sellerFirstName} o que você precisa e para quando.`}
        error={tooLong ? GIG_ORDER_MESSAGES.messageTooLong : undefined}
        hint="O pagamento ainda não é feito pela Labora: o freelancer aceita ou recusa o pedido."
      />
      <Button type="submit" fullWidth loading={order.isPending} disabled={tooLong}>
        {!order.isPending && <Send aria-hidden className="size-4" />}
        Contratar
      </Button>
    </form>
  );
}
