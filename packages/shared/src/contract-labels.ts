// A contract's statuses and their labels without zod (contracts.ts re-exports them).

/** SPEC §4 hiring statuses, with SPEC's labels. */
export const CONTRACT_STATUSES = ['aguardando_inicio', 'em_andamento', 'concluido', 'cancelado'] as const;
export type TContractStatus = (typeof CONTRACT_STATUSES)[number];
export const CONTRACT_STATUS_LABELS: Record<TContractStatus, string> = {
  aguardando_inicio: 'Aguardando Início',
  em_andamento: 'Em Andamento',
  concluido: 'Concluído',
  cancelado: 'Cancelado',
};
