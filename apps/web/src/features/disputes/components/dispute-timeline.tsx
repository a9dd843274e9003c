import type { TDispute } from '@labora/shared/disputes';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import { ACTOR_ROLE_LABELS, ENTRY_KIND_LABELS } from '../lib/labels';
import { splitLine } from '../lib/split';
import { DisputeFiles } from './dispute-files';

/** Every step of the case, oldest first: who, in which role, what was written, the files and any split. */
export function DisputeTimeline({ dispute }: { dispute: Pick<TDispute, 'id' | 'entries' | 'escrowCents'> }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card className="p-5 shadow-sm sm:p-6">
        <h2 id={headingId} className="font-bold text-lg text-nevoa-950">
          Histórico da disputa
        </h2>
        <ol className="mt-4 space-y-5 border-nevoa-200 border-l-2 pl-4">
          {dispute.entries.map((entry) => {
            const who = entry.by
              ? `${entry.by.name} · ${ACTOR_ROLE_LABELS[entry.role]}`
              : ACTOR_ROLE_LABELS[entry.role];
            return (
              <li key={entry.id} className="space-y-2">
                <div>
                  <p className="font-semibold text-nevoa-950">{ENTRY_KIND_LABELS[entry.kind]}</p>
                  <p className="text-nevoa-600 text-sm">
                    {who} · <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                  </p>
                </div>
                {entry.freelancerCents !== null && (
                  <p className="font-semibold text-brand-800 text-sm tabular-nums">
                    {splitLine(dispute.escrowCents, entry.freelancerCents)}
                  </p>
                )}
                {entry.text && (
                  <p className="whitespace-pre-line text-pretty text-nevoa-800 text-sm [overflow-wrap:anywhere]">
                    {entry.text}
                  </p>
                )}
                <DisputeFiles disputeId={dispute.id} files={entry.files} />
              </li>
            );
          })}
        </ol>
      </Card>
    </section>
  );
}
