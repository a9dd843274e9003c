import { formatBRL } from '@labora/shared/money';
import type { TProposal } from '@labora/shared/proposals';
import { formatInstant, plural } from '@/lib/format';

/** What a proposal offers and when it came: amount, delivery days, date sent. */
export function ProposalTerms({
  proposal,
}: {
  proposal: Pick<TProposal, 'amountCents' | 'deliveryDays' | 'createdAt'>;
}) {
  return (
    <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
      <div>
        <dt className="text-nevoa-600">Valor</dt>
        <dd className="font-bold text-base text-nevoa-950">{formatBRL(proposal.amountCents)}</dd>
      </div>
      <div>
        <dt className="text-nevoa-600">Prazo</dt>
        <dd className="font-semibold text-base text-nevoa-900">{plural(proposal.deliveryDays, 'dia', 'dias')}</dd>
      </div>
      <div>
        <dt className="text-nevoa-600">Enviada em</dt>
        <dd className="font-semibold text-base text-nevoa-900">
          <time dateTime={proposal.createdAt}>{formatInstant(proposal.createdAt, 'short')}</time>
        </dd>
      </div>
    </dl>
  );
}
