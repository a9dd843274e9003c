import type { TGig, TGigOrder, TGigPackage, TGigPackageTier } from '@labora/shared/gigs';
import { formatBRL } from '@labora/shared/money';
import { PAYMENT_METHOD_LABELS, type TWallet } from '@labora/shared/wallet';
import {
  Check,
  CircleAlert,
  Clock,
  CreditCard,
  ExternalLink,
  PlusCircle,
  RefreshCw,
  Send,
  ShieldCheck,
  ShoppingBag,
  Wallet,
} from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { CardNumberField } from '@/components/card-number-field';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { NETWORK_MESSAGE, SectionLoadError, SKELETON_BAR } from '@/components/ui/load-states';
import { TextareaField } from '@/components/ui/textarea-field';
import { paths } from '@/config/paths';
import { errorMessage, hasErrorCode } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDay, formatInstant } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useGigOrders } from '../api/get-gig-orders';
import { useOrderGig } from '../api/order-gig';
import { checkGigOrder, type GigPaymentMethod } from '../lib/gig-order-form';
import { deliveryText, revisionsText } from '../lib/package-texts';
import { CancelGigOrderButton } from './cancel-gig-order-button';
import { GigOrderStatusBadge } from './gig-order-status';

/** What the panel needs of the buyer's wallet (GET /api/wallet, read by the page). */
export type GigBuyerWallet = Pick<TWallet, 'availableCents' | 'sandbox'>;

interface GigOrderPanelProps {
  gig: TGig;
  /** The package chosen (the page's comparison can choose it too). */
  tier: TGigPackageTier;
  onTierChange: (tier: TGigPackageTier) => void;
  /** The buyer's wallet; undefined while it loads (or when it could not be read). */
  wallet: GigBuyerWallet | undefined;
}

/**
 * 'Contratar' for anyone but the seller: the order is paid when made, from the wallet or by card, and the money
 * waits in escrow for the seller's answer (accepted: a contract in Contratações; declined or cancelled: back to the
 * buyer's wallet). The buyer's latest order of this gig shows its state here; once declined or cancelled they may
 * order again.
 */
export function GigOrderPanel({ gig, wallet, tier, onTierChange }: GigOrderPanelProps) {
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
            <OrderForm gig={gig} wallet={wallet} tier={tier} onTierChange={onTierChange} />
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
          ? `O freelancer já recebeu o seu pedido do pacote ${order.package.name}, e o valor pago (${formatBRL(order.priceCents)}) está guardado pela Labora. Quando ele aceitar, o contrato aparece em Contratações.`
          : order.status === 'accepted'
            ? `O freelancer aceitou o seu pedido do pacote ${order.package.name}. O contrato está aguardando início${order.dueDate ? `, com entrega até ${formatDay(order.dueDate)}` : ''}.`
            : order.status === 'cancelled'
              ? 'Você cancelou este pedido, e o valor voltou para a sua carteira. Se quiser, envie outro.'
              : 'O freelancer recusou este pedido, e o valor voltou para a sua carteira. Você pode enviar outro, com mais detalhes.'}
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

interface OrderAlert {
  message: string;
  /** The wallet is short: the way to add money goes with the message. */
  addFunds: boolean;
}

const FAILED = 'Não foi possível enviar o pedido.';

function OrderForm({ gig, wallet, tier, onTierChange }: Omit<GigOrderPanelProps, 'gig'> & { gig: TGig }) {
  const chosen = gig.packages.find((p) => p.tier === tier) ?? (gig.packages[0] as TGigPackage);
  const sellerFirstName = gig.seller.name.split(' ')[0] ?? gig.seller.name;
  const cardId = useId();
  const methodName = useId();
  const [message, setMessage] = useState('');
  const [method, setMethod] = useState<GigPaymentMethod>('saldoCarteira');
  const [cardNumber, setCardNumber] = useState('');
  const [fieldError, setFieldError] = useState<{ field: 'message' | 'cardNumber'; message: string } | null>(null);
  const [alert, setAlert] = useState<OrderAlert | null>(null);
  const order = useOrderGig(gig.id);
  const short = wallet !== undefined && wallet.availableCents < chosen.priceCents;

  const clearErrors = () => {
    setFieldError(null);
    setAlert(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkGigOrder(
      { message, method, cardNumber, tier: chosen.tier },
      { priceCents: chosen.priceCents, availableCents: wallet?.availableCents },
    );
    if (!check.ok) {
      if (check.field) {
        setFieldError({ field: check.field, message: check.message });
        setAlert(null);
        if (check.field === 'cardNumber') document.getElementById(cardId)?.focus();
      } else {
        setFieldError(null);
        setAlert({ message: check.message, addFunds: true });
      }
      return;
    }
    clearErrors();
    order.mutate(check.request, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setMessage('');
        setCardNumber('');
      },
      onError: (error) =>
        setAlert({
          message: errorMessage(error, { fallback: FAILED, network: NETWORK_MESSAGE }),
          addFunds: hasErrorCode(error, 'INSUFFICIENT_FUNDS'),
        }),
    });
  };

  const options: { value: GigPaymentMethod; detail: string; icon: typeof Wallet }[] = [
    {
      value: 'saldoCarteira',
      detail: wallet
        ? `Disponível: ${formatBRL(wallet.availableCents)}${short ? ' (insuficiente)' : ''}`
        : 'Carregando saldo…',
      icon: Wallet,
    },
    { value: 'card', detail: wallet?.sandbox ? 'Modo de teste' : 'Pago na hora', icon: CreditCard },
  ];

  return (
    <form onSubmit={onSubmit} className="mt-4 space-y-5" noValidate aria-label="Contratar e pagar">
      <PackageChoice
        packages={gig.packages}
        chosen={chosen}
        onChange={(next) => {
          onTierChange(next);
          clearErrors();
        }}
      />
      <TextareaField
        label="Mensagem para o freelancer (opcional)"
        rows={4}
        value={message}
        onChange={(event) => {
          setMessage(event.target.value);
          if (fieldError?.field === 'message') setFieldError(null);
        }}
        placeholder={`Conte a ${sellerFirstName} o que você precisa e para quando.`}
        error={fieldError?.field === 'message' ? fieldError.message : undefined}
      />

      <fieldset>
        <legend className="mb-1.5 font-semibold text-nevoa-800 text-sm">Forma de pagamento</legend>
        <div className="grid gap-2">
          {options.map(({ value, detail, icon: Icon }) => (
            <label
              key={value}
              className={cn(
                'relative flex min-h-14 cursor-pointer items-center gap-3 rounded-2xl border bg-white px-3 py-2.5 transition-colors',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2',
                method === value
                  ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                  : 'border-nevoa-300 hover:border-nevoa-400 hover:bg-nevoa-50',
              )}
            >
              <input
                type="radio"
                name={methodName}
                value={value}
                checked={method === value}
                onChange={() => {
                  setMethod(value);
                  clearErrors();
                }}
                // Invisible over the whole card: a click anywhere on it is a click on the radio itself.
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-2xl opacity-0"
              />
              <span
                className={cn(
                  'flex size-9 shrink-0 items-center justify-center rounded-xl',
                  method === value ? 'bg-brand-700 text-white' : 'bg-nevoa-100 text-nevoa-700',
                )}
              >
                <Icon aria-hidden className="size-5" />
              </span>
              <span className="min-w-0">
                <span className="block font-semibold text-nevoa-950 text-sm">{PAYMENT_METHOD_LABELS[value]}</span>
                <span
                  className={cn(
                    'block text-xs',
                    value === 'saldoCarteira' && short ? 'text-danger-700' : 'text-nevoa-600',
                  )}
                >
                  {detail}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {method === 'card' && (
        <CardNumberField
          id={cardId}
          sandbox={Boolean(wallet?.sandbox)}
          error={fieldError?.field === 'cardNumber' ? fieldError.message : undefined}
          value={cardNumber}
          onChange={(event) => {
            setCardNumber(event.target.value);
            clearErrors();
          }}
        />
      )}

      <div className="rounded-2xl bg-nevoa-50 p-4">
        <p className="flex items-baseline justify-between gap-3">
          <span className="font-semibold text-nevoa-700 text-sm">Total a pagar</span>
          <span className="font-extrabold text-nevoa-950 text-xl tabular-nums">{formatBRL(chosen.priceCents)}</span>
        </p>
        <p className="mt-2 flex items-start gap-2 text-pretty text-nevoa-700 text-sm">
          <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />O valor fica guardado pela Labora
          até o freelancer aceitar; se ele recusar ou você cancelar, volta para a sua carteira.
        </p>
      </div>

      {alert && (
        <div
          role="alert"
          className="rounded-xl border border-danger-600/20 bg-danger-50 px-4 py-3 font-medium text-danger-700 text-sm"
        >
          <p className="flex items-start gap-2">
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {alert.message}
          </p>
          {alert.addFunds && (
            <Link
              to={paths.payment}
              className="mt-2 ml-6 inline-flex items-center gap-1.5 font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              <PlusCircle aria-hidden className="size-4" />
              Adicionar saldo à carteira
            </Link>
          )}
        </div>
      )}

      <Button type="submit" fullWidth loading={order.isPending}>
        {!order.isPending && <Send aria-hidden className="size-4" />}
        Contratar ({formatBRL(chosen.priceCents)})
      </Button>
    </form>
  );
}

/**
 * Básico / Padrão / Premium as tabs over the chosen package's terms (radio buttons underneath: one choice of a
 * form, read by screen readers as such). A gig with only Básico shows its terms without tabs.
 */
function PackageChoice({
  packages,
  chosen,
  onChange,
}: {
  packages: TGigPackage[];
  chosen: TGigPackage;
  onChange: (tier: TGigPackageTier) => void;
}) {
  const name = useId();
  return (
    <div>
      {packages.length > 1 && (
        <fieldset>
          <legend className="mb-1.5 font-semibold text-nevoa-800 text-sm">Pacote</legend>
          <div className="grid grid-flow-col gap-1 rounded-2xl bg-nevoa-100 p-1">
            {packages.map((p) => (
              <label
                key={p.tier}
                className={cn(
                  'relative flex min-h-11 cursor-pointer flex-col items-center justify-center rounded-xl px-2 py-1.5 text-center',
                  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
                  p.tier === chosen.tier ? 'bg-white shadow-sm' : 'hover:bg-white/60',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={p.tier}
                  checked={p.tier === chosen.tier}
                  onChange={() => onChange(p.tier)}
                  className="absolute inset-0 size-full cursor-pointer appearance-none rounded-xl opacity-0"
                />
                <span className="font-bold text-nevoa-950 text-sm">{p.name}</span>
                <span className="text-nevoa-700 text-xs tabular-nums">{formatBRL(p.priceCents)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <PackageTerms pkg={chosen} className={packages.length > 1 ? 'mt-3' : undefined} />
    </div>
  );
}

/** A package's delivery days, revisions and what it includes. */
export function PackageTerms({ pkg, className }: { pkg: TGigPackage; className?: string }) {
  return (
    <div className={className}>
      <p className="flex flex-wrap gap-x-4 gap-y-1 font-semibold text-nevoa-800 text-sm">
        <span className="inline-flex items-center gap-1.5">
          <Clock aria-hidden className="size-4 text-brand-700" />
          {deliveryText(pkg.deliveryDays)}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <RefreshCw aria-hidden className="size-4 text-brand-700" />
          {revisionsText(pkg.revisions)}
        </span>
      </p>
      {pkg.included.length > 0 && (
        <ul className="mt-2 space-y-1 text-nevoa-700 text-sm">
          {pkg.included.map((item) => (
            <li key={item} className="flex items-start gap-2">
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
              {item}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
