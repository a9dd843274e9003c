import { z } from 'zod';
import { CONTRACT_STATUSES } from './contract-labels.js';
import { INVALID_QUERY_MESSAGE, pageFields } from './paging.js';

// Zod-free, for screens that only show a contract's status: contract-labels.ts.
export { CONTRACT_STATUS_LABELS, CONTRACT_STATUSES, type TContractStatus } from './contract-labels.js';

/** Who does what to a contract; the service holds the rules (contracts/transitions.ts). */
export const CONTRACT_ACTIONS = ['start', 'progress', 'conclude', 'cancel'] as const;
export type TContractAction = (typeof CONTRACT_ACTIONS)[number];

export const CONTRACT_MESSAGES = {
  notFound: 'Contrato não encontrado.',
  forbidden: 'Você não participa deste contrato.',
  notAllowed: 'Esta ação não é permitida no estado atual do contrato.',
  disputeOpen: 'Há uma disputa aberta neste contrato: o pagamento fica congelado até a decisão.',
  onlyFreelancerStarts: 'Só o freelancer pode iniciar o trabalho.',
  onlyFreelancerProgress: 'Só o freelancer pode atualizar o progresso.',
  onlyClientConcludes: 'Só o cliente pode marcar o contrato como concluído.',
  cancelAfterStart: 'Um contrato em andamento não pode mais ser cancelado por aqui.',
  progressInvalid: 'Informe o progresso de 0 a 100.',
  started: 'Trabalho iniciado!',
  progressUpdated: 'Progresso atualizado!',
  concluded: 'Contrato concluído!',
  cancelled: 'Contrato cancelado.',
  invalidQuery: INVALID_QUERY_MESSAGE,
  onlyFreelancerDelivers: 'Só o freelancer pode entregar o trabalho.',
  deliverWhileInProgress: 'A entrega só pode ser feita com o contrato em andamento.',
  deliveryPending: 'A entrega anterior ainda aguarda a resposta do cliente.',
  deliveryMessageRequired: 'Descreva o que você está entregando.',
  deliveryMessageTooLong: 'A mensagem da entrega deve ter no máximo 2.000 caracteres.',
  delivered: 'Entrega enviada! O cliente foi avisado.',
  onlyClientAnswers: 'Só o cliente pode pedir alterações.',
  deliveryNotFound: 'Entrega não encontrada.',
  deliveryNotPending: 'Esta entrega já foi respondida.',
  changesRequired: 'Explique o que precisa ser alterado.',
  changesRequested: 'Pedido de alterações enviado ao freelancer.',
  fileNotFound: 'Arquivo não encontrado.',
} as const;

export const ZContractIdParams = z.object({ id: z.uuid({ error: CONTRACT_MESSAGES.notFound }) });

/** The freelancer's progress report, one of the contract actions (the web form's schema too). */
export const ZContractProgressRequest = z.object({
  action: z.literal('progress'),
  progress: z
    .number({ error: CONTRACT_MESSAGES.progressInvalid })
    .int(CONTRACT_MESSAGES.progressInvalid)
    .min(0, CONTRACT_MESSAGES.progressInvalid)
    .max(100, CONTRACT_MESSAGES.progressInvalid),
});

export const ZContractActionRequest = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('start') }),
    ZContractProgressRequest,
    z.object({ action: z.literal('conclude') }),
    z.object({ action: z.literal('cancel') }),
  ],
  { error: CONTRACT_MESSAGES.notAllowed },
);
export type TContractActionRequest = z.infer<typeof ZContractActionRequest>;

export const DELIVERY_LIMITS = { messageMaxLength: 2000 } as const;
export const DELIVERY_STATUSES = ['pending', 'accepted', 'changes_requested'] as const;
export const DELIVERY_STATUS_LABELS: Record<(typeof DELIVERY_STATUSES)[number], string> = {
  pending: 'Aguardando o cliente',
  accepted: 'Aceita',
  changes_requested: 'Alterações pedidas',
};

const deliveryText = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(DELIVERY_LIMITS.messageMaxLength, CONTRACT_MESSAGES.deliveryMessageTooLong);

/** 'Entregar': JSON, or multipart with a `delivery` field (this JSON) and up to 10 `attachments` files. */
export const ZCreateDeliveryRequest = z.object({ message: deliveryText(CONTRACT_MESSAGES.deliveryMessageRequired) });
export type TCreateDeliveryRequest = z.input<typeof ZCreateDeliveryRequest>;
export const ZRequestChangesRequest = z.object({ message: deliveryText(CONTRACT_MESSAGES.changesRequired) });

export const ZDeliveryParams = z.object({
  id: z.uuid({ error: CONTRACT_MESSAGES.notFound }),
  deliveryId: z.uuid({ error: CONTRACT_MESSAGES.deliveryNotFound }),
});
export const ZDeliveryFileParams = ZDeliveryParams.extend({
  fileId: z.uuid({ error: CONTRACT_MESSAGES.fileNotFound }),
});

export const ZDelivery = z.object({
  id: z.uuid(),
  message: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
  files: z.array(z.object({ id: z.uuid(), fileName: z.string(), contentType: z.string(), size: z.number().int() })),
});
export type TDelivery = z.infer<typeof ZDelivery>;

const party = z.object({ id: z.uuid(), name: z.string(), avatarUrl: z.string().nullable() });

export const ZContract = z.object({
  id: z.uuid(),
  /** The job it was hired from (a proposal), or null for a gig's contract. */
  jobId: z.uuid().nullable(),
  /** The gig it was ordered from (a gig order), while the gig exists. */
  gigId: z.uuid().nullable(),
  title: z.string(),
  description: z.string(),
  valueCents: z.number().int(),
  status: z.enum(CONTRACT_STATUSES),
  progress: z.number().int(),
  startDate: z.string().nullable(),
  endDate: z.string(),
  /** When the client paid the value into escrow ('Pagamento garantido'); it may start only after. */
  fundedAt: z.string().nullable(),
  /** What the contract's escrow holds now (paid, not yet released or refunded). */
  escrowCents: z.number().int(),
  createdAt: z.string(),
  client: party,
  freelancer: party,
  /** Every delivery, oldest first. */
  deliveries: z.array(ZDelivery),
  /** While a delivery waits for the client: when its escrow is released if the client does nothing. */
  autoReleaseAt: z.string().nullable(),
  /** The open dispute that freezes the escrow (no release, no automatic release) until it is decided. */
  disputeId: z.uuid().nullable(),
  /**
   * An hourly contract: the rate per hour and the weekly limit of hours agreed when hiring (null for a fixed price);
   * its value is then one week at the limit, and weekly statements bill the tracked hours (shared/timesheets.ts).
   */
  hourlyRateCents: z.number().int().nullable(),
  weeklyLimitHours: z.number().int().nullable(),
  /** What the caller may do now; the screens show only these buttons. */
  allowedActions: z.array(z.enum(CONTRACT_ACTIONS)),
  /** The caller's side of it. */
  myRole: z.enum(['client', 'freelancer']),
  /** Concluded and the caller has not reviewed yet. */
  canReview: z.boolean(),
  myReview: z.object({ rating: z.number().int(), comment: z.string() }).nullable(),
  /** The other side's review of the caller, once published (double-blind). */
  theirReview: z.object({ rating: z.number().int(), comment: z.string() }).nullable(),
});
export type TContract = z.infer<typeof ZContract>;

export const ZListContractsQuery = z.object({
  /** 'client': contracts I hired (/hiring); 'freelancer': contracts I work on (/my-projects). */
  as: z.enum(['client', 'freelancer'], { error: CONTRACT_MESSAGES.invalidQuery }),
  search: z
    .string({ error: CONTRACT_MESSAGES.invalidQuery })
    .trim()
    .max(100, CONTRACT_MESSAGES.invalidQuery)
    .default(''),
  status: z.enum(CONTRACT_STATUSES, { error: CONTRACT_MESSAGES.invalidQuery }).optional(),
  ...pageFields(20),
});
export type TListContractsQuery = z.input<typeof ZListContractsQuery>;

export const ZListContractsResponse = z.object({ items: z.array(ZContract), total: z.number().int() });
export type TListContractsResponse = z.infer<typeof ZListContractsResponse>;
