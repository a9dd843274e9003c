import type { TDisputeDeadlines } from '@labora/shared/disputes';
import { CalendarClock } from 'lucide-react';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { formatSaoPauloDateTime } from '@/lib/format';
import { DEADLINE_LABELS, DEADLINE_ORDER } from '../lib/labels';

/** 'Prazos': every date the case can still move on, in São Paulo time, the same for both sides. */
export function DisputeDeadlines({ deadlines }: { deadlines: TDisputeDeadlines }) {
  const headingId = useId();
  const shown = DEADLINE_ORDER.flatMap((key) => {
    const at = deadlines[key];
    return at ? [{ key, at }] : [];
  });
  return (
    <section aria-labelledby={headingId}>
      <Card className="p-5 shadow-sm sm:p-6">
        <h2 id={headingId} className="flex items-center gap-2 font-bold text-lg text-nevoa-950">
          <CalendarClock aria-hidden className="size-5 text-brand-700" />
          Prazos
        </h2>
        {shown.length === 0 ? (
          <p className="mt-2 text-nevoa-600 text-sm">Nenhum prazo em aberto.</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {shown.map(({ key, at }) => (
              <li key={key} className="text-sm">
                <p className="text-nevoa-700">{DEADLINE_LABELS[key]}</p>
                <p className="font-semibold text-nevoa-950 tabular-nums">até {formatSaoPauloDateTime(at)}</p>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-4 text-nevoa-500 text-xs">Horário de Brasília. Prazos em dias úteis.</p>
      </Card>
    </section>
  );
}
