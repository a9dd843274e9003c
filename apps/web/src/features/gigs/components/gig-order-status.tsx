import { GIG_ORDER_STATUS_LABELS, type TGigOrderStatus } from '@labora/shared/gigs';
import { Ban, CircleCheck, CircleX, Hourglass, type LucideIcon } from 'lucide-react';
import { StatusPill, type StatusTone } from '@/components/ui/status-pill';

// The contract badges' tones: waiting yellow, accepted green, declined and cancelled grey.
const STYLES: Record<TGigOrderStatus, { tone: StatusTone; icon: LucideIcon }> = {
  pending: { tone: 'yellow', icon: Hourglass },
  accepted: { tone: 'green', icon: CircleCheck },
  declined: { tone: 'gray', icon: CircleX },
  cancelled: { tone: 'gray', icon: Ban },
};

/** An order's state as a badge: 'Aguardando resposta', 'Aceito', 'Recusado', 'Cancelado'. */
export function GigOrderStatusBadge({ status }: { status: TGigOrderStatus }) {
  const { tone, icon } = STYLES[status];
  return (
    <StatusPill tone={tone} icon={icon} srPrefix="Pedido: " size="md" className="shrink-0">
      {GIG_ORDER_STATUS_LABELS[status]}
    </StatusPill>
  );
}
