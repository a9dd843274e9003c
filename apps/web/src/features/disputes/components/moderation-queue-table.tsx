import { DISPUTE_REASON_LABELS, type TModerationQueueItem } from '@labora/shared/disputes';
import { formatBRL } from '@labora/shared/money';
import { Link } from 'react-router';
import { StatusPill } from '@/components/ui/status-pill';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatSaoPauloDateTime } from '@/lib/format';
import { DisputeStatusPill } from './dispute-status-pill';

const TH = 'px-3 py-3 text-left font-semibold text-nevoa-600 text-xs uppercase tracking-wider first:pl-5 last:pr-5';
const TD = 'px-3 py-3 align-top first:pl-5 last:pr-5';

export const NO_CASES = 'Nenhum caso nesta fila.';

/** The queue as a table (from tablets up; a focusable region, so a keyboard scrolls it where it is narrow). */
export function ModerationQueueTable({ items, stale }: { items: TModerationQueueItem[]; stale: boolean }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
    <section aria-labelledby="queue-caption" tabIndex={0} className="relative overflow-x-auto">
      <table aria-busy={stale || undefined} className={cn('w-full min-w-[60rem] text-sm', stale && 'opacity-60')}>
        <caption id="queue-caption" className="sr-only">
          Fila de disputas
        </caption>
        <thead className="border-nevoa-200 border-y bg-nevoa-50">
          <tr>
            <th scope="col" className={TH}>
              Contrato
            </th>
            <th scope="col" className={TH}>
              Partes
            </th>
            <th scope="col" className={TH}>
              Motivo
            </th>
            <th scope="col" className={TH}>
              Status
            </th>
            <th scope="col" className={cn(TH, 'text-right')}>
              Valor congelado
            </th>
            <th scope="col" className={TH}>
              Próximo prazo
            </th>
            <th scope="col" className={TH}>
              Sinais
            </th>
            <th scope="col" className={TH}>
              Moderador
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-nevoa-100">
          {items.length === 0 ? (
            <tr>
              <td colSpan={8} className="px-4 py-12 text-center text-nevoa-600">
                {NO_CASES}
              </td>
            </tr>
          ) : (
            items.map((item) => (
              <tr key={item.id} className="transition-colors hover:bg-nevoa-50/70">
                <th scope="row" className={cn(TD, 'min-w-48 text-left font-normal')}>
                  <Link
                    to={paths.moderationCase(item.id)}
                    className="font-semibold text-brand-800 underline-offset-2 hover:underline [overflow-wrap:anywhere]"
                  >
                    {item.contractTitle}
                  </Link>
                </th>
                <td className={cn(TD, 'min-w-40 text-nevoa-700')}>
                  <span className="block">{item.clientName} (cliente)</span>
                  <span className="block">{item.freelancerName} (freelancer)</span>
                </td>
                <td className={cn(TD, 'min-w-40 text-nevoa-700')}>{DISPUTE_REASON_LABELS[item.reason]}</td>
                <td className={TD}>
                  <DisputeStatusPill status={item.status} />
                </td>
                <td className={cn(TD, 'whitespace-nowrap text-right font-semibold text-nevoa-900 tabular-nums')}>
                  {formatBRL(item.escrowCents)}
                </td>
                <td className={cn(TD, 'whitespace-nowrap text-nevoa-700 tabular-nums')}>
                  {item.nextDeadline ? `até ${formatSaoPauloDateTime(item.nextDeadline)}` : '—'}
                </td>
                <td className={TD}>
                  <span className="flex flex-wrap gap-1">
                    {item.flagged && <StatusPill tone="danger">Atrasado</StatusPill>}
                    {item.escalated && <StatusPill tone="orange">Escalado</StatusPill>}
                    {!item.flagged && !item.escalated && <span className="text-nevoa-500">—</span>}
                  </span>
                </td>
                <td className={cn(TD, 'text-nevoa-700')}>{item.moderatorName ?? '—'}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}
