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
  /** A package's delivery time, in days (Fiverr's longest common option is 90). */
  maxDeliveryDays: 90,
  maxRevisions: 10,
  includedMaxItems: 6,
  includedItemMaxLength: 80,
} as const;

/** Fiverr's three tiers. Every gig has Básico; Padrão and Premium are optional, Premium only on top of Padrão. */
export const GIG_PACKAGE_TIERS = ['basico', 'padrao', 'premium'] as const;
export type TGigPackageTier = (typeof GIG_PACKAGE_TIERS)[number];
export const GIG_PACKAGE_NAMES: Record<TGigPackageTier, string> = {
  basico: 'Básico',
  padrao: 'Padrão',
  premium: 'Premium',
};
/** The delivery days of the Básico each gig from before packages was given: the 14 days its orders always had. */
export const DEFAULT_DELIVERY_DAYS = 14;

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
  basicoRequired: 'Preencha o pacote Básico.',
  deliveryDaysInvalid: `Informe o prazo de entrega em dias, de 1 a ${GIG_LIMITS.maxDeliveryDays}.`,
  revisionsInvalid: `Informe o número de revisões, de 0 a ${GIG_LIMITS.maxRevisions}.`,
  includedTooMany: `Liste no máximo ${GIG_LIMITS.includedMaxItems} itens no que está incluído.`,
  includedItemTooLong: `Cada item incluído deve ter no máximo ${GIG_LIMITS.includedItemMaxLength} caracteres.`,
  includedItemEmpty: 'Um item incluído está vazio.',
  premiumNeedsPadrao: 'Para oferecer o pacote Premium, ofereça também o Padrão.',
  padraoCheaper: 'O pacote Padrão deve custar mais que o Básico.',
  premiumCheaper: 'O pacote Premium deve custar mais que o Padrão.',
  packageNotOffered: 'Este serviço não oferece esse pacote.',
} as const;

const ZPriceCents = z
  .number({ error: GIG_MESSAGES.priceInvalid })
  .int(GIG_MESSAGES.priceInvalid)
  .min(1, GIG_MESSAGES.priceInvalid)
  .max(GIG_LIMITS.maxPriceCents, GIG_MESSAGES.priceTooHigh);

/** One package's fields; the form reuses them one by one. */
export const GIG_PACKAGE_FIELDS = {
  priceCents: ZPriceCents,
  deliveryDays: z
    .number({ error: GIG_MESSAGES.deliveryDaysInvalid })
    .int(GIG_MESSAGES.deliveryDaysInvalid)
    .min(1, GIG_MESSAGES.deliveryDaysInvalid)
    .max(GIG_LIMITS.maxDeliveryDays, GIG_MESSAGES.deliveryDaysInvalid),
  revisions: z
    .number({ error: GIG_MESSAGES.revisionsInvalid })
    .int(GIG_MESSAGES.revisionsInvalid)
    .min(0, GIG_MESSAGES.revisionsInvalid)
    .max(GIG_LIMITS.maxRevisions, GIG_MESSAGES.revisionsInvalid),
  included: z
    .array(
      z
        .string({ error: GIG_MESSAGES.includedItemEmpty })
        .trim()
        .min(1, GIG_MESSAGES.includedItemEmpty)
        .max(GIG_LIMITS.includedItemMaxLength, GIG_MESSAGES.includedItemTooLong),
      { error: GIG_MESSAGES.includedTooMany },
    )
    .max(GIG_LIMITS.includedMaxItems, GIG_MESSAGES.includedTooMany)
    .default([]),
};

export const ZGigPackageInput = z.object(GIG_PACKAGE_FIELDS);
export type TGigPackageInput = z.input<typeof ZGigPackageInput>;

/**
 * The ladder's rules, shared by the API and the form (`priceKey` names the price field in each): Premium needs
 * Padrão, and each tier costs strictly more than the one below, so 'A partir de' is always Básico's price and a
 * higher tier is never a cheaper way to buy more.
 */
export function checkPackageLadder(
  packages: Partial<Record<TGigPackageTier, Record<string, unknown> | null | undefined>>,
  ctx: { addIssue: (issue: { code: 'custom'; message: string; path: (string | number)[] }) => void },
  price: (pkg: Record<string, unknown>) => number,
  priceKey: string,
): void {
  const { basico, padrao, premium } = packages;
  if (premium && !padrao) ctx.addIssue({ code: 'custom', message: GIG_MESSAGES.premiumNeedsPadrao, path: ['premium'] });
  if (basico && padrao && price(padrao) <= price(basico)) {
    ctx.addIssue({ code: 'custom', message: GIG_MESSAGES.padraoCheaper, path: ['padrao', priceKey] });
  }
  if (padrao && premium && price(premium) <= price(padrao)) {
    ctx.addIssue({ code: 'custom', message: GIG_MESSAGES.premiumCheaper, path: ['premium', priceKey] });
  }
}

export const ZGigPackagesInput = z
  .object(
    {
      basico: z.object(GIG_PACKAGE_FIELDS, { error: GIG_MESSAGES.basicoRequired }),
      padrao: ZGigPackageInput.nullish(),
      premium: ZGigPackageInput.nullish(),
    },
    { error: GIG_MESSAGES.basicoRequired },
  )
  .superRefine((packages, ctx) => checkPackageLadder(packages, ctx, (p) => p.priceCents as number, 'priceCents'));

export const ZGigInput = z.object({
  title: z
    .string({ error: GIG_MESSAGES.titleRequired })
    .trim()
    .min(1, GIG_MESSAGES.titleRequired)
    .max(GIG_LIMITS.titleMaxLength, GIG_MESSAGES.titleTooLong),
  category: z.enum(JOB_CATEGORIES, { error: GIG_MESSAGES.categoryRequired }),
  /** Básico is required (a gig without it is refused with 'Preencha o pacote Básico.'); null drops a tier. */
  packages: ZGigPackagesInput,
  description: z
    .string({ error: GIG_MESSAGES.descriptionTooLong })
    .trim()
    .max(GIG_LIMITS.descriptionMaxLength, GIG_MESSAGES.descriptionTooLong)
    .default(''),
  hasVideoCall: z.boolean().default(false),
});
export type TGigInput = z.input<typeof ZGigInput>;

export const ZGigPackage = z.object({
  tier: z.enum(GIG_PACKAGE_TIERS),
  /** 'Básico', 'Padrão' or 'Premium'. */
  name: z.string(),
  priceCents: z.number().int(),
  deliveryDays: z.number().int(),
  revisions: z.number().int(),
  included: z.array(z.string()),
});
export type TGigPackage = z.infer<typeof ZGigPackage>;

export const ZGigIdParams = z.object({ id: z.uuid({ error: GIG_MESSAGES.notFound }) });

/** SPEC §3 "Gig": seller name, avatar and level, rating and count, price, image, hasVideoCall. */
export const ZGig = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  category: z.enum(JOB_CATEGORIES),
  /** The lowest package price: the card's 'A partir de'. */
  priceCents: z.number().int(),
  /** Básico, then Padrão and Premium when offered. */
  packages: z.array(ZGigPackage),
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
 * A client's request for one package of a gig ('Contratar'), paid into escrow when made; the seller accepts (a
 * contract in 'aguardando_inicio' at the package's price, due its delivery days later) or declines; while it
 * waits, the buyer may cancel it.
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
    /** The package ordered; its price is read from the gig on the server (a price in the body is ignored). */
    package: z.enum(GIG_PACKAGE_TIERS, { error: GIG_MESSAGES.packageNotOffered }).default('basico'),
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
  /** The package as ordered: its delivery days set the contract's due date when the seller accepts. */
  package: ZGigPackage.omit({ priceCents: true }),
  /** 'YYYY-MM-DD' (Brazil): the accepted order's due date, deliveryDays after the seller accepted; null before. */
  dueDate: z.string().nullable(),
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
