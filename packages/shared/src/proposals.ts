import { z } from 'zod';
import { SELLER_LEVELS } from './freelancers.js';
import { INVALID_QUERY_MESSAGE, pageFields } from './paging.js';
import { PROPOSAL_STATUSES } from './proposal-labels.js';

// Zod-free, for screens that only show a proposal's status: proposal-labels.ts.
export { PROPOSAL_STATUS_LABELS, PROPOSAL_STATUSES, type TProposalStatus } from './proposal-labels.js';

export const PROPOSAL_LIMITS = {
  coverLetterMinLength: 20,
  coverLetterMaxLength: 5000,
  deliveryDaysMax: 365,
  maxAmountCents: 1_000_000_000,
  /** Proposals are free; this holds back spam instead of charging per bid. */
  perFreelancerPerDay: 30,
} as const;

export const PROPOSAL_MESSAGES = {
  amountInvalid: 'Informe um valor em reais maior que zero, com no máximo 2 casas decimais.',
  amountTooHigh: 'O valor máximo é R$ 10.000.000,00.',
  deliveryDaysInvalid: `Informe o prazo em dias, de 1 a ${PROPOSAL_LIMITS.deliveryDaysMax}.`,
  coverLetterTooShort: `Conte ao cliente como você fará o trabalho (mínimo de ${PROPOSAL_LIMITS.coverLetterMinLength} caracteres).`,
  coverLetterTooLong: `A carta de apresentação deve ter no máximo ${PROPOSAL_LIMITS.coverLetterMaxLength.toLocaleString('pt-BR')} caracteres.`,
  ownJob: 'Você não pode enviar proposta para o seu próprio trabalho.',
  jobClosed: 'Este trabalho não está mais recebendo propostas.',
  alreadySent: 'Você já enviou uma proposta para este trabalho.',
  notFound: 'Proposta não encontrada.',
  notPending: 'Esta proposta já foi respondida.',
  forbidden: 'Você não tem permissão para alterar esta proposta.',
  sent: 'Proposta enviada com sucesso!',
  accepted: 'Proposta aceita! O contrato foi criado.',
  rejected: 'Proposta recusada.',
  withdrawn: 'Proposta retirada.',
  tooMany: 'Você enviou muitas propostas hoje. Tente novamente amanhã.',
  /** A buyer (or someone who has not chosen) proposing: the same rule as publishing a gig. */
  sellerOnly:
    'Só quem trabalha como freelancer pode enviar propostas. Para propor, mude seu perfil para freelancer em Configurações.',
  inboxNotOwner: 'Só quem publicou o trabalho pode ver as propostas recebidas.',
} as const;

export const ZCreateProposalRequest = z.object({
  amountCents: z
    .number({ error: PROPOSAL_MESSAGES.amountInvalid })
    .int(PROPOSAL_MESSAGES.amountInvalid)
    .min(1, PROPOSAL_MESSAGES.amountInvalid)
    .max(PROPOSAL_LIMITS.maxAmountCents, PROPOSAL_MESSAGES.amountTooHigh),
  deliveryDays: z
    .number({ error: PROPOSAL_MESSAGES.deliveryDaysInvalid })
    .int(PROPOSAL_MESSAGES.deliveryDaysInvalid)
    .min(1, PROPOSAL_MESSAGES.deliveryDaysInvalid)
    .max(PROPOSAL_LIMITS.deliveryDaysMax, PROPOSAL_MESSAGES.deliveryDaysInvalid),
  coverLetter: z
    .string({ error: PROPOSAL_MESSAGES.coverLetterTooShort })
    .trim()
    .min(PROPOSAL_LIMITS.coverLetterMinLength, PROPOSAL_MESSAGES.coverLetterTooShort)
    .max(PROPOSAL_LIMITS.coverLetterMaxLength, PROPOSAL_MESSAGES.coverLetterTooLong),
});
export type TCreateProposalRequest = z.input<typeof ZCreateProposalRequest>;

export const ZProposalIdParams = z.object({ id: z.uuid({ error: PROPOSAL_MESSAGES.notFound }) });

export const ZProposal = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  jobTitle: z.string(),
  amountCents: z.number().int(),
  deliveryDays: z.number().int(),
  coverLetter: z.string(),
  status: z.enum(PROPOSAL_STATUSES),
  createdAt: z.string(),
  freelancer: z.object({ id: z.uuid(), name: z.string(), avatarUrl: z.string().nullable(), userType: z.string() }),
  /** Who published the job. */
  client: z.object({ id: z.uuid(), name: z.string(), avatarUrl: z.string().nullable() }),
  /** The contract an accepted proposal created. */
  contractId: z.uuid().nullable(),
});
export type TProposal = z.infer<typeof ZProposal>;

/** A proposal in its job's inbox (the owner's): the freelancer's track record beside it, and whether it is new. */
export const ZInboxProposal = ZProposal.extend({
  freelancer: ZProposal.shape.freelancer.extend({
    rating: z.number().nullable(),
    reviewCount: z.number().int(),
    completedProjects: z.number().int(),
    level: z.enum(SELLER_LEVELS),
    /** 'CPF verificado': the freelancer added a valid CPF no other account has. */
    cpfVerified: z.boolean(),
  }),
  /** Pending and not seen by the owner before this opening of the inbox. */
  isNew: z.boolean(),
});
export type TInboxProposal = z.infer<typeof ZInboxProposal>;

export const ZListMyProposalsQuery = z.object({
  as: z.enum(['sent', 'received'], { error: INVALID_QUERY_MESSAGE }),
  status: z.enum(PROPOSAL_STATUSES, { error: INVALID_QUERY_MESSAGE }).optional(),
  ...pageFields(20),
});
export type TListMyProposalsQuery = z.input<typeof ZListMyProposalsQuery>;
