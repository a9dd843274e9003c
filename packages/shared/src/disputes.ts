import { z } from 'zod';
import { formatBRL } from './money.js';
import { INVALID_QUERY_MESSAGE, pageFields } from './paging.js';

/**
 * When work goes wrong on a started contract: ending it by agreement (a split of the escrow both accept), or a
 * dispute with deadlines that always end it, a moderator's written decision and one appeal to an admin. Every
 * amount is integer centavos; a split names what goes to the freelancer (who receives it less Labora's usual fee,
 * shared/wallet.ts) and the rest of the escrow goes back to the client.
 */

export const DISPUTE_LIMITS = {
  statementMinLength: 30,
  statementMaxLength: 5000,
  /** A moderator's or an admin's written reason, shown to both sides. */
  reasonMinLength: 30,
  reasonMaxLength: 5000,
  /** An appeal's written reason. */
  appealMinLength: 30,
  evidenceMaxLength: 2000,
  maxFiles: 10,
  /** The other side answers within this many business days (Sao Paulo, as the wallet counts them)… */
  answerBusinessDays: 3,
  /** …a case waiting for a moderator is flagged on the queue after this many business days from the answer… */
  takeBusinessDays: 2,
  /** …and escalates to the admins when undecided this many business days after the answer. */
  decideBusinessDays: 7,
  /**
   * Still undecided this many business days after the answer, it is decided by the default rule (half of the
   * escrow to each side, the odd centavo to the freelancer): no escrow stays frozen without a date.
   */
  defaultDecisionBusinessDays: 10,
  /** A decision's money moves when both sides accept it, or this many calendar days after it without an appeal. */
  appealDays: 5,
  /** An appeal is reviewed by an admin within this many business days; past it, the decision appealed stands. */
  appealReviewBusinessDays: 5,
} as const;

export const DISPUTE_REASONS = ['not_delivered', 'not_as_agreed', 'no_response', 'payment_outside', 'other'] as const;
export type TDisputeReason = (typeof DISPUTE_REASONS)[number];
export const DISPUTE_REASON_LABELS: Record<TDisputeReason, string> = {
  not_delivered: 'O trabalho não foi entregue',
  not_as_agreed: 'A entrega não é o que foi combinado',
  no_response: 'A outra parte não responde',
  payment_outside: 'Pediu pagamento fora da Labora',
  other: 'Outro motivo',
};

/**
 * awaiting_answer → (answer) awaiting_moderator → (taken) in_review → (decided) decided → (both accept, or the
 * appeal window ends) closed; decided → (appeal) appealed → (an admin confirms or changes it) closed. No answer in
 * time: decided for the side that opened it. An agreement accepted meanwhile closes it too.
 */
export const DISPUTE_STATUSES = [
  'awaiting_answer',
  'awaiting_moderator',
  'in_review',
  'decided',
  'appealed',
  'closed',
] as const;
export type TDisputeStatus = (typeof DISPUTE_STATUSES)[number];
export const DISPUTE_STATUS_LABELS: Record<TDisputeStatus, string> = {
  awaiting_answer: 'Aguardando resposta',
  awaiting_moderator: 'Aguardando moderação',
  in_review: 'Em análise',
  decided: 'Decidida',
  appealed: 'Em recurso',
  closed: 'Encerrada',
};

/** Who is behind a step of the case: one of the two sides, Labora's staff, or Labora's clock. */
export const DISPUTE_ACTOR_ROLES = ['client', 'freelancer', 'moderator', 'admin', 'system'] as const;
export type TDisputeActorRole = (typeof DISPUTE_ACTOR_ROLES)[number];

/** Every step of a case, in its timeline (each one is also an event of the event log). */
export const DISPUTE_ENTRY_KINDS = [
  'opened',
  'answered',
  'evidence',
  'taken',
  'flagged',
  'escalated',
  'decided',
  'accepted',
  'appealed',
  'final',
  'agreement',
] as const;
export type TDisputeEntryKind = (typeof DISPUTE_ENTRY_KINDS)[number];

/** What each side may do on a case now; the screens show only these. */
export const DISPUTE_ACTIONS = ['answer', 'evidence', 'accept', 'appeal', 'take', 'decide', 'review_appeal'] as const;
export type TDisputeAction = (typeof DISPUTE_ACTIONS)[number];

/** Who made (or is deciding) a decision. */
export const DECISION_SOURCES = ['moderator', 'no_answer', 'default', 'admin'] as const;
export type TDecisionSource = (typeof DECISION_SOURCES)[number];

export const DISPUTE_MESSAGES = {
  notFound: 'Disputa não encontrada.',
  forbidden: 'Você não participa desta disputa.',
  onlyStaff: 'Só moderadores e administradores podem fazer isso.',
  onlyAdmin: 'Só um administrador pode revisar um recurso.',
  sameReviewer: 'O recurso é revisado por outro administrador, não por quem decidiu o caso.',
  notAllowed: 'Esta ação não é permitida no estado atual da disputa.',
  contractNotDisputable: 'Só é possível abrir uma disputa em um contrato em andamento com valor em custódia.',
  alreadyOpen: 'Já existe uma disputa aberta para este contrato.',
  reasonRequired: 'Escolha o motivo da disputa.',
  statementRequired: 'Descreva o que aconteceu.',
  statementTooShort: `Descreva o que aconteceu com pelo menos ${DISPUTE_LIMITS.statementMinLength} caracteres.`,
  statementTooLong: `O relato deve ter no máximo ${DISPUTE_LIMITS.statementMaxLength.toLocaleString('pt-BR')} caracteres.`,
  evidenceRequired: 'Escreva uma nota ou anexe um arquivo.',
  evidenceTooLong: `A nota deve ter no máximo ${DISPUTE_LIMITS.evidenceMaxLength.toLocaleString('pt-BR')} caracteres.`,
  decisionReasonRequired: 'Explique a decisão: as duas partes vão ler.',
  decisionReasonTooShort: `Explique a decisão com pelo menos ${DISPUTE_LIMITS.reasonMinLength} caracteres.`,
  decisionReasonTooLong: `A justificativa deve ter no máximo ${DISPUTE_LIMITS.reasonMaxLength.toLocaleString('pt-BR')} caracteres.`,
  appealReasonRequired: 'Explique por que você recorre da decisão.',
  appealReasonTooShort: `Explique o recurso com pelo menos ${DISPUTE_LIMITS.appealMinLength} caracteres.`,
  splitInvalid: 'Informe quanto vai para o freelancer, de R$ 0,00 até o valor em custódia.',
  splitTooLarge: 'O valor para o freelancer não pode passar do valor em custódia.',
  alreadyAppealed: 'Esta decisão já teve um recurso.',
  appealClosed: 'O prazo de recurso desta decisão já terminou.',
  alreadyAccepted: 'Você já aceitou esta decisão.',
  alreadyTaken: 'Outro moderador já assumiu este caso.',
  fileNotFound: 'Arquivo não encontrado.',
  invalidQuery: INVALID_QUERY_MESSAGE,
  opened: 'Disputa aberta. O pagamento em custódia fica congelado até a decisão.',
  answered: 'Resposta enviada. Um moderador vai analisar o caso.',
  evidenceAdded: 'Evidência adicionada ao caso.',
  taken: 'Caso assumido. Você é o moderador responsável.',
  decided: 'Decisão registrada. As duas partes foram avisadas.',
  accepted: 'Você aceitou a decisão.',
  appealed: 'Recurso enviado. Um administrador vai revisar a decisão.',
  reviewed: 'Recurso revisado. O caso está encerrado e o pagamento foi feito.',
  // Ending by agreement
  agreementNotAllowed: 'Só é possível propor um acordo em um contrato em andamento com valor em custódia.',
  agreementNotFound: 'Proposta de acordo não encontrada.',
  agreementNotPending: 'Esta proposta de acordo já foi respondida.',
  ownAgreement: 'Quem propôs o acordo não pode aceitá-lo: a outra parte responde.',
  agreementProposed: 'Proposta de acordo enviada. A outra parte foi avisada.',
  agreementAccepted: 'Acordo aceito. O pagamento em custódia foi dividido e o contrato foi encerrado.',
  agreementDeclined: 'Proposta de acordo recusada.',
} as const;

/** A part of the escrow in centavos (validated against what the escrow holds by the API). */
const splitCents = z
  .number({ error: DISPUTE_MESSAGES.splitInvalid })
  .int(DISPUTE_MESSAGES.splitInvalid)
  .min(0, DISPUTE_MESSAGES.splitInvalid)
  .max(Number.MAX_SAFE_INTEGER, DISPUTE_MESSAGES.splitInvalid);

const text = (required: string, tooShort: string, min: number, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).min(min, tooShort).max(max, tooLong);

const statement = text(
  DISPUTE_MESSAGES.statementRequired,
  DISPUTE_MESSAGES.statementTooShort,
  DISPUTE_LIMITS.statementMinLength,
  DISPUTE_LIMITS.statementMaxLength,
  DISPUTE_MESSAGES.statementTooLong,
);

const decisionReason = text(
  DISPUTE_MESSAGES.decisionReasonRequired,
  DISPUTE_MESSAGES.decisionReasonTooShort,
  DISPUTE_LIMITS.reasonMinLength,
  DISPUTE_LIMITS.reasonMaxLength,
  DISPUTE_MESSAGES.decisionReasonTooLong,
);

// ── Ending by agreement ─────────────────────────────────────────────────────────────────────────────────────

export const AGREEMENT_STATUSES = ['pending', 'accepted', 'declined', 'replaced'] as const;
export type TAgreementStatus = (typeof AGREEMENT_STATUSES)[number];

/** 'Propor encerramento': what goes to the freelancer; the rest of the escrow goes back to the client. */
export const ZProposeAgreementRequest = z.object({ freelancerCents: splitCents });
export type TProposeAgreementRequest = z.input<typeof ZProposeAgreementRequest>;

export const ZAgreementParams = z.object({
  id: z.uuid({ error: 'Contrato não encontrado.' }),
  agreementId: z.uuid({ error: DISPUTE_MESSAGES.agreementNotFound }),
});

export const ZAgreement = z.object({
  id: z.uuid(),
  contractId: z.uuid(),
  proposedBy: z.enum(['client', 'freelancer']),
  /** The split, as proposed: to the freelancer (before the fee) and back to the client. */
  freelancerCents: z.number().int(),
  clientCents: z.number().int(),
  /** What the freelancer receives after Labora's fee, were it accepted now. */
  freelancerNetCents: z.number().int(),
  status: z.enum(AGREEMENT_STATUSES),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type TAgreement = z.infer<typeof ZAgreement>;

export const ZAgreementAccepted = z.object({
  message: z.string(),
  agreement: ZAgreement,
  releasedCents: z.number().int(),
  feeCents: z.number().int(),
  refundedCents: z.number().int(),
});
export type TAgreementAccepted = z.infer<typeof ZAgreementAccepted>;

// ── Disputes ────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * 'Abrir disputa': JSON, or multipart with a `dispute` field (this JSON) and up to 10 `attachments` files (the
 * attachment rules of messages and deliveries).
 */
export const ZOpenDisputeRequest = z.object({
  reason: z.enum(DISPUTE_REASONS, { error: DISPUTE_MESSAGES.reasonRequired }),
  statement,
});
export type TOpenDisputeRequest = z.input<typeof ZOpenDisputeRequest>;

/** 'Responder': the other side's statement (JSON, or multipart with an `answer` field and `attachments`). */
export const ZAnswerDisputeRequest = z.object({ statement });
export type TAnswerDisputeRequest = z.input<typeof ZAnswerDisputeRequest>;

/** 'Adicionar evidência': a note, files, or both (multipart with an `evidence` field and `attachments`). */
export const ZAddEvidenceRequest = z.object({
  text: z
    .string({ error: DISPUTE_MESSAGES.evidenceRequired })
    .trim()
    .max(DISPUTE_LIMITS.evidenceMaxLength, DISPUTE_MESSAGES.evidenceTooLong),
});
export type TAddEvidenceRequest = z.input<typeof ZAddEvidenceRequest>;

/** A moderator's decision, or an admin's on an appeal: the split and the written reason both sides read. */
export const ZDecideDisputeRequest = z.object({ freelancerCents: splitCents, reason: decisionReason });
export type TDecideDisputeRequest = z.input<typeof ZDecideDisputeRequest>;

export const ZAppealDisputeRequest = z.object({
  reason: text(
    DISPUTE_MESSAGES.appealReasonRequired,
    DISPUTE_MESSAGES.appealReasonTooShort,
    DISPUTE_LIMITS.appealMinLength,
    DISPUTE_LIMITS.reasonMaxLength,
    DISPUTE_MESSAGES.decisionReasonTooLong,
  ),
});
export type TAppealDisputeRequest = z.input<typeof ZAppealDisputeRequest>;

export const ZDisputeParams = z.object({ id: z.uuid({ error: DISPUTE_MESSAGES.notFound }) });
export const ZDisputeFileParams = ZDisputeParams.extend({
  fileId: z.uuid({ error: DISPUTE_MESSAGES.fileNotFound }),
});

export const ZDisputeFile = z.object({
  id: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type TDisputeFile = z.infer<typeof ZDisputeFile>;

const person = z.object({ id: z.uuid(), name: z.string(), avatarUrl: z.string().nullable() });

/** One step of the case's timeline, as both sides and the staff read it. */
export const ZDisputeEntry = z.object({
  id: z.uuid(),
  kind: z.enum(DISPUTE_ENTRY_KINDS),
  /** Who did it; null for Labora's clock ('system'). Staff are shown by role, with their first name. */
  by: person.nullable(),
  role: z.enum(DISPUTE_ACTOR_ROLES),
  /** The statement, note, reason or appeal written with it. */
  text: z.string().nullable(),
  /** The split decided, appealed or agreed, when the step has one. */
  freelancerCents: z.number().int().nullable(),
  files: z.array(ZDisputeFile),
  createdAt: z.string(),
});
export type TDisputeEntry = z.infer<typeof ZDisputeEntry>;

export const ZDisputeDecision = z.object({
  freelancerCents: z.number().int(),
  clientCents: z.number().int(),
  /** What the freelancer receives after Labora's fee. */
  freelancerNetCents: z.number().int(),
  reason: z.string(),
  source: z.enum(DECISION_SOURCES),
  decidedAt: z.string(),
  /** Final: confirmed or changed on appeal, accepted by both, or the appeal window ended; the money moved. */
  final: z.boolean(),
});
export type TDisputeDecision = z.infer<typeof ZDisputeDecision>;

/** Every date the case can move on, shown to both sides; null once past its stage. */
export const ZDisputeDeadlines = z.object({
  /** The other side's answer; none by then: decided for the side that opened it. */
  answerBy: z.string().nullable(),
  /** A moderator takes the case (flagged on the queue after it). */
  takeBy: z.string().nullable(),
  /** A moderator decides (escalated to the admins after it). */
  decideBy: z.string().nullable(),
  /** Undecided by then: half of the escrow to each side (DISPUTE_LIMITS.defaultDecisionBusinessDays). */
  defaultDecisionAt: z.string().nullable(),
  /** Appeal until then; with no appeal, the money moves then. */
  appealBy: z.string().nullable(),
  /** An admin reviews the appeal; past it, the decision appealed stands and the money moves. */
  appealReviewBy: z.string().nullable(),
});
export type TDisputeDeadlines = z.infer<typeof ZDisputeDeadlines>;

export const ZDispute = z.object({
  id: z.uuid(),
  contractId: z.uuid(),
  contractTitle: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  reason: z.enum(DISPUTE_REASONS),
  openedBy: z.enum(['client', 'freelancer']),
  client: person,
  freelancer: person,
  /** What the escrow holds, frozen while the case is open; once closed, the amount that was split. */
  escrowCents: z.number().int(),
  deadlines: ZDisputeDeadlines,
  /** The moderator who took the case. */
  moderator: person.nullable(),
  decision: ZDisputeDecision.nullable(),
  /** Sides that accepted the decision ('Aceitar decisão'). */
  acceptedBy: z.array(z.enum(['client', 'freelancer'])),
  appealedBy: z.enum(['client', 'freelancer']).nullable(),
  /** Not taken in time (the moderators' queue shows it first). */
  flagged: z.boolean(),
  /** Not decided in time: the admins were called. */
  escalated: z.boolean(),
  /** How the caller sees the case. */
  myRole: z.enum(['client', 'freelancer', 'moderator', 'admin']),
  allowedActions: z.array(z.enum(DISPUTE_ACTIONS)),
  entries: z.array(ZDisputeEntry),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type TDispute = z.infer<typeof ZDispute>;

/**
 * The contract page's 'Problemas com o contrato?' panel: the agreement under discussion (or the last one answered),
 * the contract's open (or last) dispute, and what the caller may start.
 */
export const ZContractResolution = z.object({
  escrowCents: z.number().int(),
  agreement: ZAgreement.nullable(),
  dispute: z
    .object({
      id: z.uuid(),
      status: z.enum(DISPUTE_STATUSES),
      /** The next date the case moves on, and what happens then (in Portuguese, for the panel). */
      nextDeadline: z.string().nullable(),
      nextStep: z.string().nullable(),
    })
    .nullable(),
  canProposeAgreement: z.boolean(),
  canOpenDispute: z.boolean(),
});
export type TContractResolution = z.infer<typeof ZContractResolution>;

/** What a moderator weighs, in one place (the two sides may read it too). */
export const ZDisputeCaseFile = z.object({
  /** The scope both agreed to: the job and the accepted proposal, or the gig ordered. */
  job: z.object({ id: z.uuid(), title: z.string(), description: z.string() }).nullable(),
  proposal: z
    .object({ coverLetter: z.string(), amountCents: z.number().int(), deliveryDays: z.number().int().nullable() })
    .nullable(),
  gig: z.object({ id: z.uuid().nullable(), title: z.string(), description: z.string() }).nullable(),
  contract: z.object({
    title: z.string(),
    description: z.string(),
    valueCents: z.number().int(),
    startDate: z.string().nullable(),
    endDate: z.string(),
  }),
  /** The contract's history from the event log, oldest first. */
  history: z.array(z.object({ type: z.string(), label: z.string(), actorName: z.string().nullable(), at: z.string() })),
  deliveries: z.array(
    z.object({
      id: z.uuid(),
      message: z.string(),
      status: z.string(),
      answer: z.string().nullable(),
      createdAt: z.string(),
      files: z.array(ZDisputeFile.extend({ url: z.string() })),
    }),
  ),
  /** The contract's conversation, oldest first (at most the last 500 messages). */
  messages: z.array(z.object({ id: z.number().int(), senderName: z.string(), text: z.string(), at: z.string() })),
  /** Time entries of hourly work (none until the time tracker exists). */
  timeEntries: z.array(z.object({ day: z.string(), minutes: z.number().int(), note: z.string() })),
});
export type TDisputeCaseFile = z.infer<typeof ZDisputeCaseFile>;

/** /moderacao: the queue, sorted by the next deadline (flagged and escalated first). */
export const ZModerationQueueQuery = z.object({
  status: z
    .enum(['open', 'awaiting_moderator', 'in_review', 'appealed', 'closed', 'mine'], {
      error: DISPUTE_MESSAGES.invalidQuery,
    })
    .default('open'),
  ...pageFields(20),
});
export type TModerationQueueQuery = z.input<typeof ZModerationQueueQuery>;

export const ZModerationQueueItem = z.object({
  id: z.uuid(),
  contractTitle: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  reason: z.enum(DISPUTE_REASONS),
  openedBy: z.enum(['client', 'freelancer']),
  clientName: z.string(),
  freelancerName: z.string(),
  escrowCents: z.number().int(),
  nextDeadline: z.string().nullable(),
  flagged: z.boolean(),
  escalated: z.boolean(),
  moderatorName: z.string().nullable(),
  createdAt: z.string(),
});
export type TModerationQueueItem = z.infer<typeof ZModerationQueueItem>;
export const ZModerationQueue = z.object({ items: z.array(ZModerationQueueItem), total: z.number().int() });
export type TModerationQueue = z.infer<typeof ZModerationQueue>;

/**
 * The default rule's split (no decision in time): half to each side, the odd centavo to the freelancer. The one
 * rounding rule of a dispute's split, written here only.
 */
export function halfSplit(escrowCents: number): { freelancerCents: number; clientCents: number } {
  const freelancerCents = Math.ceil(escrowCents / 2);
  return { freelancerCents, clientCents: escrowCents - freelancerCents };
}

/** A side lost a dispute when its final split gave it less than half of the escrow (the admins' users table). */
export function loserOf(split: { freelancerCents: number; clientCents: number }): 'client' | 'freelancer' | null {
  if (split.freelancerCents < split.clientCents) return 'freelancer';
  if (split.clientCents < split.freelancerCents) return 'client';
  return null;
}

/** 'R$ 600,00 para o freelancer e R$ 400,00 de volta ao cliente', for texts and e-mails. */
export function splitText(split: { freelancerCents: number; clientCents: number }): string {
  return `${formatBRL(split.freelancerCents)} para o freelancer e ${formatBRL(split.clientCents)} de volta ao cliente`;
}
