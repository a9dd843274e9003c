import type {
  TDecisionSource,
  TDisputeActorRole,
  TDisputeDeadlines,
  TDisputeEntryKind,
  TDisputeStatus,
} from '@labora/shared/disputes';
import type { StatusTone } from '@/components/ui/status-pill';

/** The colour of each status: waiting yellow, with Labora sol, in review blue, decided brand, appeal orange. */
export const DISPUTE_STATUS_TONES: Record<TDisputeStatus, StatusTone> = {
  awaiting_answer: 'yellow',
  awaiting_moderator: 'sol',
  in_review: 'blue',
  decided: 'brand',
  appealed: 'orange',
  closed: 'gray',
};

export const ACTOR_ROLE_LABELS: Record<TDisputeActorRole, string> = {
  client: 'Cliente',
  freelancer: 'Freelancer',
  moderator: 'Moderação',
  admin: 'Administração',
  system: 'Labora',
};

/** What each step of the timeline was, as a heading. */
export const ENTRY_KIND_LABELS: Record<TDisputeEntryKind, string> = {
  opened: 'Abriu a disputa',
  answered: 'Respondeu à disputa',
  evidence: 'Adicionou evidência',
  taken: 'Assumiu o caso',
  flagged: 'Caso sinalizado: não foi assumido no prazo',
  escalated: 'Caso encaminhado à administração: não foi decidido no prazo',
  decided: 'Decisão',
  accepted: 'Aceitou a decisão',
  appealed: 'Recorreu da decisão',
  final: 'Decisão final',
  agreement: 'Acordo entre as partes',
};

export const DECISION_SOURCE_LABELS: Record<TDecisionSource, string> = {
  moderator: 'Decisão da moderação',
  no_answer: 'Sem resposta no prazo: decidida a favor de quem abriu a disputa',
  default: 'Sem decisão no prazo: metade do valor para cada lado',
  admin: 'Revisão do recurso pela administração',
};

/** Every deadline of a case, in the order the case meets them, with what happens by then. */
export const DEADLINE_LABELS: Record<keyof TDisputeDeadlines, string> = {
  answerBy: 'Resposta da outra parte',
  takeBy: 'Um moderador assume o caso',
  decideBy: 'Decisão da moderação',
  defaultDecisionAt: 'Sem decisão até lá: metade do valor para cada lado',
  appealBy: 'Recurso ou aceite da decisão (sem recurso, o pagamento é feito)',
  appealReviewBy: 'Revisão do recurso por um administrador',
};

export const DEADLINE_ORDER = Object.keys(DEADLINE_LABELS) as Array<keyof TDisputeDeadlines>;

/** The side's name in the reader's words. */
export const SIDE_LABELS = { client: 'Cliente', freelancer: 'Freelancer' } as const;

/** Why the contract's release and conclude buttons are off while a dispute is open (the API answers DISPUTE_OPEN). */
export const ESCROW_FROZEN_NOTE = 'Pagamento congelado: há uma disputa aberta.';
