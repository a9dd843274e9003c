import { formatBRL } from '@labora/shared/money';
import type { TProposal } from '@labora/shared/proposals';
import { formatInstant, plural } from '@/lib/format';

/** 'Total a pagar: R$ 1.650,00 (sem taxa)': what the client pays on hiring it. */
export function totalToPay(amountCents: number): string {
  return `Total a pagar: ${formatBRL(amountCents)} (sem taxa)`;
}

/**
 * What a proposal offers and when it came: amount, delivery days, date sent. The client (`forClient`) also reads
 * what hiring costs: the amount itself, as Labora's fee comes out of the freelancer's side.
 */
export function ProposalTerms({
  proposal,
  forClient = false,
}: {
  proposal: Pick<TProposal, 'amountCents' | 'deliveryDays' | 'createdAt'>;
  forClient?: boolean;
}) {
  return (
    <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
      <div>
        <dt className="text-nevoa-600">Valor</dt>
        <dd className="font-bold text-base text-nevoa-950">{formatBRL(proposal.amountCents)}</dd>
        {forClient && <dd className="text-nevoa-600 text-xs">{totalToPay(proposal.amountCents)}</dd>}
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
