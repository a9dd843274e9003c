import type { TGigOrder } from '@labora/shared/gigs';
import { formatBRL } from '@labora/shared/money';
import { Check, ExternalLink, Inbox, X } from 'lucide-react';
import { Link } from 'react-router';
import { ProfileSection } from '@/components/marketplace/profile-section';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { EmptyState, LoadError, RowsSkeleton } from '@/components/ui/load-states';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatInstant } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useGigOrderAction } from '../api/answer-gig-order';
import { useGigOrders } from '../api/get-gig-orders';
import { deliveryText } from '../lib/package-texts';
import { CancelGigOrderButton } from './cancel-gig-order-button';
import { GigOrderStatusBadge } from './gig-order-status';

type Side = 'buyer' | 'seller';

interface GigOrdersInboxProps {
  /** seller: the orders clients sent for my gigs; buyer: the orders I sent. */
  as: Side;
  /** Only this gig's orders (its page); all of them otherwise. */
  gigId?: string;
  /** Render nothing until there is at least one order (a list most people never need). */
  hideWhenEmpty?: boolean;
}

const TEXTS = {
  seller: {
    title: 'Pedidos recebidos',
    waiting: (n: number) => `${n === 1 ? '1 pedido aguarda' : `${n} pedidos aguardam`} a sua resposta.`,
    intro:
      'Clientes que contrataram e pagaram os seus serviços. Ao aceitar, um contrato já pago é criado; ao recusar, o valor volta para o cliente.',
    emptyTitle: 'Nenhum pedido recebido ainda.',
    empty: 'Quando um cliente contratar um dos seus serviços, o pedido aparece aqui.',
  },
  buyer: {
    title: 'Pedidos enviados',
    waiting: (n: number) => `${n === 1 ? '1 pedido aguarda' : `${n} pedidos aguardam`} a resposta do freelancer.`,
    intro:
      'Os serviços que você contratou e pagou. Quando o freelancer aceita, o contrato aparece em Contratações; se recusar, o valor volta para a sua carteira.',
    emptyTitle: 'Nenhum pedido enviado ainda.',
    empty: 'Quando você contratar um serviço, o pedido aparece aqui.',
  },
} as const;

/**
 * 'Pedidos recebidos' (seller): the orders clients sent for the seller's gigs, newest first, waiting ones with
 * 'Aceitar' (a contract in 'Aguardando Início') and 'Recusar'. 'Pedidos enviados' (buyer): the orders they sent,
 * waiting ones with 'Cancelar pedido'. On both sides an accepted order links to its contract.
 */
export function GigOrdersInbox({ as, gigId, hideWhenEmpty = false }: GigOrdersInboxProps) {
  const query = useGigOrders({ as, gigId });
  const waiting = query.data?.items.filter((order) => order.status === 'pending').length ?? 0;
  const texts = TEXTS[as];

  if (hideWhenEmpty && (query.isPending || query.data?.items.length === 0)) return null;
  return (
    <ProfileSection title={texts.title} description={waiting > 0 ? texts.waiting(waiting) : texts.intro}>
      {query.isPending ? (
        <RowsSkeleton label="Carregando pedidos" />
      ) : query.isError ? (
        <LoadError
          title="Não foi possível carregar os pedidos."
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          className="shadow-none"
        />
      ) : query.data.items.length === 0 ? (
        <EmptyState icon={Inbox} title={texts.emptyTitle} size="sm">
          {texts.empty}
        </EmptyState>
      ) : (
        <ul aria-label={texts.title} className="divide-y divide-nevoa-100">
          {query.data.items.map((order) => (
            <li key={order.id} className="py-4 first:pt-0 last:pb-0">
              <OrderRow order={order} as={as} showGig={!gigId} />
            </li>
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}

function OrderRow({ order, as, showGig }: { order: TGigOrder; as: Side; showGig: boolean }) {
  // The other side: who ordered (seller's list) or whose gig it is (buyer's list).
  const party = as === 'seller' ? order.buyer : order.seller;
  return (
    <article
      aria-label={as === 'seller' ? `Pedido de ${party.name}` : `Pedido para ${party.name}`}
      className="flex gap-3"
    >
      <Avatar name={party.name} url={party.avatarUrl} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Link
            to={paths.freelancer(party.id)}
            className="font-semibold text-nevoa-950 hover:text-brand-700 hover:underline"
          >
            {party.name}
          </Link>
          <GigOrderStatusBadge status={order.status} />
        </div>
        <p className="mt-0.5 text-nevoa-600 text-sm">
          {showGig &&
            (order.gigId ? (
              <Link to={paths.gig(order.gigId)} className="font-medium text-brand-700 hover:underline">
                {order.gigTitle}
              </Link>
            ) : (
              order.gigTitle
            ))}
          {showGig && ' · '}
          <span className="font-semibold text-nevoa-800">
            {order.package.name} · {formatBRL(order.priceCents)}
          </span>
          {' · '}
          {deliveryText(order.package.deliveryDays)}
          {' · '}
          <time dateTime={order.createdAt}>{formatInstant(order.createdAt, 'medium')}</time>
        </p>
        {order.message && (
          <p className="mt-2 whitespace-pre-line text-pretty rounded-xl bg-nevoa-50 px-3 py-2 text-nevoa-800 text-sm">
            {order.message}
          </p>
        )}
        {order.status === 'pending' ? (
          <div className="mt-3 flex flex-wrap gap-2">
            {as === 'seller' ? <AnswerButtons order={order} /> : <CancelGigOrderButton order={order} />}
          </div>
        ) : (
          order.contractId && (
            <Link
              to={paths.contract(order.contractId)}
              className="mt-2 inline-flex items-center gap-1.5 font-semibold text-brand-700 text-sm hover:underline"
            >
              <ExternalLink aria-hidden className="size-4" />
              Ver contrato
            </Link>
          )
        )}
      </div>
    </article>
  );
}

function AnswerButtons({ order }: { order: TGigOrder }) {
  const answer = useGigOrderAction();
  const act = (action: 'accept' | 'decline') =>
    answer.mutate(
      { id: order.id, action },
      {
        onSuccess: (result) => toast.success(result.message),
        onError: (error) =>
          toast.error(
            errorMessage(error, {
              fallback: 'Não foi possível responder ao pedido.',
              network: 'Sem conexão. Tente responder de novo.',
            }),
          ),
      },
    );
  const busy = answer.isPending ? answer.variables?.action : undefined;

  return (
    <>
      <Button size="md" onClick={() => act('accept')} loading={busy === 'accept'} disabled={Boolean(busy)}>
        {busy !== 'accept' && <Check aria-hidden className="size-4" />}
        Aceitar<span className="sr-only"> pedido de {order.buyer.name}</span>
      </Button>
      <Button
        size="md"
        variant="secondary"
        onClick={() => act('decline')}
        loading={busy === 'decline'}
        disabled={Boolean(busy)}
      >
        {busy !== 'decline' && <X aria-hidden className="size-4" />}
        Recusar<span className="sr-only"> pedido de {order.buyer.name}</span>
      </Button>
    </>
  );
}
