import { z } from 'zod';
import { SELLER_LEVELS } from './freelancers.js';
import { JOB_CATEGORIES } from './jobs.js';
import { INVALID_QUERY_MESSAGE, pageFields } from './paging.js';

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
