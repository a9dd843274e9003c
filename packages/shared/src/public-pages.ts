import { z } from 'zod';
import { SELLER_LEVELS } from './freelancers.js';
import { EXPERIENCE_LEVELS, JOB_CATEGORIES, PROJECT_TYPES } from './jobs.js';
import { ZPortfolioItem } from './portfolio.js';

/**
 * What a visitor without an account may read at /freelancer/{id} and /job/{id} (GET /api/public/…): a projection
 * written field by field, so nothing private (e-mail, phone, CPF, files, proposals, last names of the people who
 * review or hire) can reach a guest by being added to the signed-in answers.
 */

export const PUBLIC_PAGE_MESSAGES = {
  freelancerNotFound: 'Freelancer não encontrado.',
  jobNotFound: 'Trabalho não encontrado.',
  rateLimited: 'Muitas requisições deste endereço. Aguarde um minuto e tente novamente.',
} as const;

/** Guest reads (public pages, their HTML, cards, portfolios, sitemaps) per IP per minute: crawlers and link previews. */
export const PUBLIC_READ_LIMITS = { perMinute: 300 } as const;

/** Reviews and services the public profile shows at most (the signed-in page pages through the rest). */
export const PUBLIC_PROFILE_LIMITS = { reviews: 10, gigs: 12 } as const;

export const ZPublicIdParams = z.object({ id: z.uuid({ error: 'Página não encontrada.' }) });

export const ZPublicReview = z.object({
  id: z.uuid(),
  rating: z.number().int(),
  comment: z.string(),
  createdAt: z.string(),
  contractTitle: z.string(),
  /** The reviewer's first name only. */
  reviewerFirstName: z.string(),
});

export const ZPublicGig = z.object({
  id: z.uuid(),
  title: z.string(),
  category: z.enum(JOB_CATEGORIES),
  priceCents: z.number().int(),
  imageUrl: z.string().nullable(),
});

export const ZPublicFreelancer = z.object({
  id: z.uuid(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  /** The profile's Cargo. */
  expertise: z.string(),
  location: z.string(),
  bio: z.string(),
  hourlyRateCents: z.number().int().nullable(),
  skills: z.array(z.string()),
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  completedProjects: z.number().int(),
  level: z.enum(SELLER_LEVELS),
  memberSince: z.string(),
  cpfVerified: z.boolean(),
  reviews: z.array(ZPublicReview),
  gigs: z.array(ZPublicGig),
  /** The portfolio in the owner's order (nothing in it is private). */
  portfolio: z.array(ZPortfolioItem),
});
export type TPublicFreelancer = z.infer<typeof ZPublicFreelancer>;

export const ZPublicJob = z.object({
  id: z.uuid(),
  title: z.string(),
  category: z.enum(JOB_CATEGORIES),
  projectType: z.enum(PROJECT_TYPES),
  budgetCents: z.number().int().nullable(),
  hourlyRateCents: z.number().int().nullable(),
  experienceLevel: z.enum(EXPERIENCE_LEVELS),
  description: z.string(),
  skills: z.array(z.string()),
  location: z.string(),
  remote: z.boolean(),
  deliveryDeadline: z.string(),
  createdAt: z.string(),
  client: z.object({
    firstName: z.string(),
    /** The client's city ('Cidade, UF'), '' when their profile has none. */
    city: z.string(),
    /** The client has funded an escrow on Labora before ('Pagamento garantido'). */
    paymentGuaranteed: z.boolean(),
  }),
});
export type TPublicJob = z.infer<typeof ZPublicJob>;

/** Configurações' 'Perfil público': whether visitors without an account see /freelancer/{id}. */
export const ZProfileVisibility = z.object({ publicProfile: z.boolean({ error: 'Escolha sim ou não.' }) });
export type TProfileVisibility = z.infer<typeof ZProfileVisibility>;
