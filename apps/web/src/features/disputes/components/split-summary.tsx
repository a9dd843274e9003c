import { formatBRL } from '@labora/shared/money';
import { formatBps, LABORA_FEE_BPS } from '@labora/shared/wallet';
import { splitOf } from '../lib/split';

/** What a split typed now means, read out as it changes: the client's part back, and the freelancer's after the fee. */
export function SplitSummary({
  escrowCents,
  freelancerCents,
}: {
  escrowCents: number;
  freelancerCents: number | null;
}) {
  const split = splitOf(escrowCents, freelancerCents);
  return (
    // A figure, so the summary has a name a screen reader (and a test) can find; the list is read out as it changes.
    <figure aria-label="Divisão do valor">
      <dl aria-live="polite" className="space-y-1.5 rounded-2xl bg-nevoa-50 p-4 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-nevoa-600">Em custódia</dt>
          <dd className="font-semibold text-nevoa-900 tabular-nums">{formatBRL(escrowCents)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-nevoa-600">De volta ao cliente</dt>
          <dd className="font-semibold text-nevoa-900 tabular-nums">{formatBRL(split.clientCents)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-nevoa-600">Freelancer recebe (menos a taxa de {formatBps(LABORA_FEE_BPS)})</dt>
          <dd className="font-bold text-base text-brand-800 tabular-nums">{formatBRL(split.freelancerNetCents)}</dd>
        </div>
      </dl>
    </figure>
  );
}
