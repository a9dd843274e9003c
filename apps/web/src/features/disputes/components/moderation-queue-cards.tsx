import { DISPUTE_REASON_LABELS, type TModerationQueueItem } from '@labora/shared/disputes';
import { formatBRL } from '@labora/shared/money';
import { Link } from 'react-router';
import { StatusPill } from '@/components/ui/status-pill';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatSaoPauloDateTime } from '@/lib/format';
import { DisputeStatusPill } from './dispute-status-pill';
import { NO_CASES } from './moderation-queue-table';

/** The queue on a phone: one card per case, the next date and the flags first, nothing scrolling sideways. */
export function ModerationQueueCards({ items, stale }: { items: TModerationQueueItem[]; stale: boolean }) {
  if (items.length === 0) return <p className="px-5 py-12 text-center text-nevoa-600">{NO_CASES}</p>;
  return (
    <ul
      aria-label="Fila de disputas"
      aria-busy={stale || undefined}
      className={cn('divide-y divide-nevoa-100 border-nevoa-200 border-t', stale && 'opacity-60')}
    >
      {items.map((item) => (
        <li key={item.id} className="space-y-2 px-5 py-4">
          <Link
            to={paths.moderationCase(item.id)}
            className="block font-semibold text-brand-800 underline-offset-2 hover:underline [overflow-wrap:anywhere]"
          >
            {item.contractTitle}
          </Link>
          <div className="flex flex-wrap items-center gap-1.5">
            <DisputeStatusPill status={item.status} />
            {item.flagged && <StatusPill tone="danger">Atrasado</StatusPill>}
            {item.escalated && <StatusPill tone="orange">Escalado</StatusPill>}
          </div>
          <p className="text-nevoa-700 text-sm">
            {item.clientName} (cliente) · {item.freelancerName} (freelancer)
          </p>
          <p className="text-nevoa-700 text-sm">{DISPUTE_REASON_LABELS[item.reason]}</p>
          <p className="flex flex-wrap justify-between gap-x-4 text-sm">
            <span className="font-semibold text-nevoa-900 tabular-nums">{formatBRL(item.escrowCents)} congelados</span>
            <span className="text-nevoa-700 tabular-nums">
              {item.nextDeadline ? `até ${formatSaoPauloDateTime(item.nextDeadline)}` : 'Sem prazo em aberto'}
            </span>
          </p>
          <p className="text-nevoa-600 text-xs">Moderador: {item.moderatorName ?? 'ainda não atribuído'}</p>
        </li>
      ))}
    </ul>
  );
}
