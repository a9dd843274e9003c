// A proposal's statuses and their labels without zod (proposals.ts re-exports them).

/** SPEC §4: pending (Pendente), accepted (Aceita), rejected (Rejeitada); Labora adds withdrawn by the freelancer. */
export const PROPOSAL_STATUSES = ['pending', 'accepted', 'rejected', 'withdrawn'] as const;
export type TProposalStatus = (typeof PROPOSAL_STATUSES)[number];
export const PROPOSAL_STATUS_LABELS: Record<TProposalStatus, string> = {
  pending: 'Pendente',
  accepted: 'Aceita',
  rejected: 'Rejeitada',
  withdrawn: 'Retirada',
};
