import { z } from 'zod';
import { SELLER_LEVELS } from './freelancers.js';
import { JOB_CATEGORIES } from './jobs.js';
import { INVALID_QUERY_MESSAGE, pageFields } from './paging.js';
import { CARD_NUMBER_ISSUE, cardNumberGiven, paymentFields } from './wallet.js';

export const GIG_LIMITS = {
  titleMaxLength: 120,
  descriptionMaxLength: 3000,
  maxPriceCents: 100_000_000,
  perSeller: 20,
  imageMaxBytes: 5 * 1024 * 1024,
  imageWidth: 800,
  imageHeight: 450,
} as const;

export const GIG_MESSAGES = {
  titleRequired: 'Informe o título do serviço.',
  titleTooLong: `O título deve ter no máximo ${GIG_LIMITS.titleMaxLength} caracteres.`,
  categoryRequired: 'Selecione uma categoria.',
  priceInvalid: 'Informe um preço em reais maior que zero, com no máximo 2 casas decimais.',
  priceTooHigh: 'O preço máximo é R$ 1.000.000,00.',
  descriptionTooLong: `A descrição deve ter no máximo ${GIG_LIMITS.descriptionMaxLength.toLocaleString('pt-BR')} caracteres.`,
  tooMany: `Você pode ter no máximo ${GIG_LIMITS.perSeller} serviços.`,
  notFound: 'Serviço não encontrado.',
  notOwner: 'Só quem publicou o serviço pode alterá-lo.',
  notFreelancer: 'Só freelancers podem publicar serviços. Escolha "Ser um Freelancer" no seu perfil.',
  imageSaved: 'Imagem do serviço atualizada!',
  created: 'Serviço publicado!',
  updated: 'Serviço atualizado!',
  removed: 'Serviço removido.',
  invalidQuery: INVALID_QUERY_MESSAGE,
} as const;

export const ZGigInput = z.object({
  title: z
    .string({ error: GIG_MESSAGES.titleRequired })
    .trim()
    .min(1, GIG_MESSAGES.titleRequired)
    .max(GIG_LIMITS.titleMaxLength, GIG_MESSAGES.titleTooLong),
  category: z.enum(JOB_CATEGORIES, { error: GIG_MESSAGES.categoryRequired }),
  priceCents: z
    .number({ error: GIG_MESSAGES.priceInvalid })
    .int(GIG_MESSAGES.priceInvalid)
    .min(1, GIG_MESSAGES.priceInvalid)
    .max(GIG_LIMITS.maxPriceCents, GIG_MESSAGES.priceTooHigh),
  description: z
    .string({ error: GIG_MESSAGES.descriptionTooLong })
    .trim()
    .max(GIG_LIMITS.descriptionMaxLength, GIG_MESSAGES.descriptionTooLong)
    .default(''),
  hasVideoCall: z.boolean().default(false),
});
export type TGigInput = z.input<typeof ZGigInput>;

export const ZGigIdParams = z.object({ id: z.uuid({ error: GIG_MESSAGES.notFound }) });

/** SPEC §3 "Gig": seller name, avatar and level, rating and count, price, image, hasVideoCall. */
export const ZGig = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  category: z.enum(JOB_CATEGORIES),
  priceCents: z.number().int(),
  imageUrl: z.string().nullable(),
  hasVideoCall: z.boolean(),
  createdAt: z.string(),
  seller: z.object({
    id: z.uuid(),
    name: z.string(),
    avatarUrl: z.string().nullable(),
    level: z.enum(SELLER_LEVELS),
    rating: z.number().nullable(),
    reviewCount: z.number().int(),
  }),
});
export type TGig = z.infer<typeof ZGig>;

export const ZListGigsQuery = z.object({
  category: z.enum(JOB_CATEGORIES, { error: GIG_MESSAGES.invalidQuery }).optional(),
  sellerId: z.uuid({ error: GIG_MESSAGES.invalidQuery }).optional(),
  ...pageFields(12),
});

/**
 * A client's request for a gig ('Contratar'): until the wallet exists it carries no payment; the seller accepts
 * (a contract in 'aguardando_inicio' at the price ordered, titled after the gig) or declines; while it waits, the
 * buyer may cancel it.
 */
export const GIG_ORDER_STATUSES = ['pending', 'accepted', 'declined', 'cancelled'] as const;
export type TGigOrderStatus = (typeof GIG_ORDER_STATUSES)[number];
export const GIG_ORDER_STATUS_LABELS: Record<TGigOrderStatus, string> = {
  pending: 'Aguardando resposta',
  accepted: 'Aceito',
  declined: 'Recusado',
  cancelled: 'Cancelado',
};

export const GIG_ORDER_LIMITS = {
  messageMaxLength: 1000,
  /** The accepted order's contract is due this many days after the seller accepts. */
  deliveryDays: 14,
  /** Orders one person may send a day (as proposals are limited). */
  perBuyerPerDay: 30,
} as const;

export const GIG_ORDER_MESSAGES = {
  sent: 'Pedido pago e enviado! O valor fica em custódia até o freelancer responder; se ele recusar, volta para a sua carteira.',
  ownGig: 'Você não pode contratar o seu próprio serviço.',
  alreadyPending: 'Você já tem um pedido aguardando resposta para este serviço.',
  messageTooLong: `A mensagem deve ter no máximo ${GIG_ORDER_LIMITS.messageMaxLength.toLocaleString('pt-BR')} caracteres.`,
  notFound: 'Pedido não encontrado.',
  forbidden: 'Só o freelancer do serviço pode responder a este pedido.',
  notPending: 'Este pedido já foi respondido.',
  accepted: 'Pedido aceito! O contrato foi criado.',
  declined: 'Pedido recusado.',
  cancelled: 'Pedido cancelado.',
  forbiddenCancel: 'Só quem fez o pedido pode cancelá-lo.',
  tooMany: 'Você enviou muitos pedidos hoje. Tente novamente amanhã.',
  invalidQuery: INVALID_QUERY_MESSAGE,
} as const;

export const ZCreateGigOrderRequest = z
  .object({
    message: z
      .string({ error: GIG_ORDER_MESSAGES.messageTooLong })
      .trim()
      .max(GIG_ORDER_LIMITS.messageMaxLength, GIG_ORDER_MESSAGES.messageTooLong)
      .default(''),
    /** Paid when ordered, from the wallet or by card (wallet.ts: the money waits in escrow for the answer). */
    ...paymentFields,
  })
  .refine(cardNumberGiven, CARD_NUMBER_ISSUE);
export type TCreateGigOrderRequest = z.input<typeof ZCreateGigOrderRequest>;

export const ZGigOrderIdParams = z.object({ id: z.uuid({ error: GIG_ORDER_MESSAGES.notFound }) });

const orderParty = z.object({ id: z.uuid(), name: z.string(), avatarUrl: z.string().nullable() });

export const ZGigOrder = z.object({
  id: z.uuid(),
  /** null once the seller removed the gig (the order keeps its title and price). */
  gigId: z.uuid().nullable(),
  gigTitle: z.string(),
  priceCents: z.number().int(),
  message: z.string(),
  status: z.enum(GIG_ORDER_STATUSES),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  /** The contract an accepted order became. */
  contractId: z.uuid().nullable(),
  buyer: orderParty,
  seller: orderParty,
});
export type TGigOrder = z.infer<typeof ZGigOrder>;

export const ZListGigOrdersQuery = z.object({
  /** buyer: the orders I sent; seller: the orders of my gigs. */
  as: z.enum(['buyer', 'seller'], { error: GIG_ORDER_MESSAGES.invalidQuery }),
  gigId: z.uuid({ error: GIG_ORDER_MESSAGES.invalidQuery }).optional(),
  status: z.enum(GIG_ORDER_STATUSES, { error: GIG_ORDER_MESSAGES.invalidQuery }).optional(),
  ...pageFields(20),
});
export type TListGigOrdersQuery = z.input<typeof ZListGigOrdersQuery>;

export const ZListGigOrdersResponse = z.object({ items: z.array(ZGigOrder), total: z.number().int() });
export type TListGigOrdersResponse = z.infer<typeof ZListGigOrdersResponse>;

export const ZGigOrderResponse = z.object({ message: z.string(), order: ZGigOrder });
