import { GIG_ORDER_STATUS_LABELS, type TGigOrderStatus } from '@labora/shared/gigs';
import { Ban, CircleCheck, CircleX, Hourglass, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

// The contract badges' tones: waiting yellow, accepted green, declined and cancelled grey.
const STYLES: Record<TGigOrderStatus, { tone: string; icon: LucideIcon }> = {
  pending: { tone: 'bg-yellow-50 text-yellow-800 ring-yellow-600/30', icon: Hourglass },
  accepted: { tone: 'bg-green-50 text-green-800 ring-green-600/25', icon: CircleCheck },
  declined: { tone: 'bg-gray-100 text-gray-700 ring-gray-500/25', icon: CircleX },
  cancelled: { tone: 'bg-gray-100 text-gray-700 ring-gray-500/25', icon: Ban },
};

/** An order's state as a badge: 'Aguardando resposta', 'Aceito', 'Recusado', 'Cancelado'. */
export function GigOrderStatusBadge({ status }: { status: TGigOrderStatus }) {
  const { tone, icon: Icon } = STYLES[status];
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-1 font-semibold text-xs ring-1 ring-inset',
        tone,
      )}
    >
      <Icon aria-hidden className="size-3.5" />
      <span className="sr-only">Pedido: </span>
      {GIG_ORDER_STATUS_LABELS[status]}
    </span>
  );
}
