import { z } from 'zod';
import { INVALID_QUERY_MESSAGE, pageFields } from './paging.js';

/** SPEC §4 hiring statuses, with SPEC's labels. */
export const CONTRACT_STATUSES = ['aguardando_inicio', 'em_andamento', 'concluido', 'cancelado'] as const;
export type TContractStatus = (typeof CONTRACT_STATUSES)[number];
export const CONTRACT_STATUS_LABELS: Record<TContractStatus, string> = {
  aguardando_inicio: 'Aguardando Início',
  em_andamento: 'Em Andamento',
  concluido: 'Concluído',
  cancelado: 'Cancelado',
};

/** Who does what to a contract; the service holds the rules (contracts/transitions.ts). */
export const CONTRACT_ACTIONS = ['start', 'progress', 'conclude', 'cancel'] as const;
export type TContractAction = (typeof CONTRACT_ACTIONS)[number];

export const CONTRACT_MESSAGES = {
  notFound: 'Contrato não encontrado.',
  forbidden: 'Você não participa deste contrato.',
  notAllowed: 'Esta ação não é permitida no estado atual do contrato.',
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
} as const;

export const ZContractIdParams = z.object({ id: z.uuid({ error: CONTRACT_MESSAGES.notFound }) });

export const ZContractActionRequest = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('start') }),
    z.object({
      action: z.literal('progress'),
      progress: z
        .number({ error: CONTRACT_MESSAGES.progressInvalid })
        .int(CONTRACT_MESSAGES.progressInvalid)
        .min(0, CONTRACT_MESSAGES.progressInvalid)
        .max(100, CONTRACT_MESSAGES.progressInvalid),
    }),
    z.object({ action: z.literal('conclude') }),
    z.object({ action: z.literal('cancel') }),
  ],
  { error: CONTRACT_MESSAGES.notAllowed },
);
export type TContractActionRequest = z.infer<typeof ZContractActionRequest>;

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
