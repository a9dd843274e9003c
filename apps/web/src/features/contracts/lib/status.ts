import { CONTRACT_STATUS_LABELS, type TContractStatus } from '@labora/shared/contract-labels';

/**
 * A contract has one status but two names for it: /hiring speaks SPEC's hiring vocabulary ('Aguardando Início'),
 * /my-projects its project vocabulary, where a contract not yet started is 'Pendente'.
 */
export type StatusVocabulary = 'hiring' | 'project';

const PROJECT_STATUS_LABELS: Record<TContractStatus, string> = {
  ...CONTRACT_STATUS_LABELS,
  aguardando_inicio: 'Pendente',
};

/** A status this screen does not know (a newer server) is still shown, in grey. */
export const UNKNOWN_STATUS_LABEL = 'Desconhecido';

export function statusLabel(status: TContractStatus, vocabulary: StatusVocabulary): string {
  const labels = vocabulary === 'project' ? PROJECT_STATUS_LABELS : CONTRACT_STATUS_LABELS;
  return labels[status] ?? UNKNOWN_STATUS_LABEL;
}

export interface StatusOption {
  /** Its spelling in the address (?status=...). */
  param: string;
  status: TContractStatus;
}

/** SPEC's filter orders: hiring 'all, em_andamento, concluido, cancelado, aguardando_inicio'. */
export const HIRING_STATUS_OPTIONS: readonly StatusOption[] = [
  { param: 'em_andamento', status: 'em_andamento' },
  { param: 'concluido', status: 'concluido' },
  { param: 'cancelado', status: 'cancelado' },
  { param: 'aguardando_inicio', status: 'aguardando_inicio' },
];

/** Project statuses as SPEC lists them: em_andamento, concluido, pendente, cancelado. */
export const PROJECT_STATUS_OPTIONS: readonly StatusOption[] = [
  { param: 'em_andamento', status: 'em_andamento' },
  { param: 'concluido', status: 'concluido' },
  { param: 'pendente', status: 'aguardando_inicio' },
  { param: 'cancelado', status: 'cancelado' },
];
