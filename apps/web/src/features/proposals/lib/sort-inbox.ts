import type { TInboxProposal } from '@labora/shared/proposals';

/** The inbox's orders: newest (as the server sends them), lowest amount, fastest delivery, best rated. */
export const INBOX_SORTS = [
  { value: 'recentes', label: 'Mais recentes' },
  { value: 'valor', label: 'Menor valor' },
  { value: 'prazo', label: 'Menor prazo' },
  { value: 'avaliacao', label: 'Melhor avaliação' },
] as const;
export type InboxSort = (typeof INBOX_SORTS)[number]['value'];

const BY: Record<Exclude<InboxSort, 'recentes'>, (a: TInboxProposal, b: TInboxProposal) => number> = {
  valor: (a, b) => a.amountCents - b.amountCents,
  prazo: (a, b) => a.deliveryDays - b.deliveryDays,
  // Unrated freelancers last; among equals, more reviews first.
  avaliacao: (a, b) =>
    (b.freelancer.rating ?? -1) - (a.freelancer.rating ?? -1) || b.freelancer.reviewCount - a.freelancer.reviewCount,
};

/** The proposals in the order asked; pending ones before answered ones, each group kept stable. */
export function sortInbox(proposals: readonly TInboxProposal[], sort: InboxSort): TInboxProposal[] {
  const compare = sort === 'recentes' ? () => 0 : BY[sort];
  const answered = (p: TInboxProposal) => (p.status === 'pending' ? 0 : 1);
  return [...proposals].sort((a, b) => answered(a) - answered(b) || compare(a, b));
}
