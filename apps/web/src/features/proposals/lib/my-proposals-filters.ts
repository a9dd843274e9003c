import type { TProposalStatus } from '@labora/shared/proposal-labels';

/** 'Minhas propostas' filter: its value in the address (?status=pendentes) and the API's status. */
export const MY_PROPOSALS_FILTERS = [
  { param: 'todas', status: '', label: 'Todas' },
  { param: 'pendentes', status: 'pending', label: 'Pendentes' },
  { param: 'aceitas', status: 'accepted', label: 'Aceitas' },
  { param: 'rejeitadas', status: 'rejected', label: 'Rejeitadas' },
  { param: 'retiradas', status: 'withdrawn', label: 'Retiradas' },
] as const satisfies readonly [
  { param: string; status: TProposalStatus | ''; label: string },
  ...{ param: string; status: TProposalStatus | ''; label: string }[],
];
