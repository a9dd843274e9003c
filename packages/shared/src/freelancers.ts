import { z } from 'zod';
import { INVALID_QUERY_MESSAGE, pageFields } from './paging.js';

export const FREELANCERS_COUNT_CAP = 1000;

export const FREELANCER_MESSAGES = {
  invalidQuery: INVALID_QUERY_MESSAGE,
  notFound: 'Freelancer não encontrado.',
} as const;

/** Seller levels, from completed contracts and the average rating (README states the rule). */
export const SELLER_LEVELS = ['Novo', 'Nível 1', 'Nível 2', 'Top Rated'] as const;
export type TSellerLevel = (typeof SELLER_LEVELS)[number];

export function sellerLevel(completedProjects: number, rating: number | null): TSellerLevel {
  if (completedProjects >= 20 && (rating ?? 0) >= 4.8) return 'Top Rated';
  if (completedProjects >= 5 && (rating ?? 0) >= 4.5) return 'Nível 2';
  if (completedProjects >= 1) return 'Nível 1';
  return 'Novo';
}

export const ZListFreelancersQuery = z.object({
  search: z
    .string({ error: FREELANCER_MESSAGES.invalidQuery })
    .trim()
    .max(100, FREELANCER_MESSAGES.invalidQuery)
    .default(''),
  ...pageFields(20),
});
export type TListFreelancersQuery = z.input<typeof ZListFreelancersQuery>;

/** A freelancer's card (SPEC §3 "Freelancer"): public data only, never e-mail or phone. */
export const ZFreelancerCard = z.object({
  id: z.uuid(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  /** SPEC's "expertise": the profile's Cargo. */
  expertise: z.string(),
  location: z.string(),
  hourlyRateCents: z.number().int().nullable(),
  bio: z.string(),
  skills: z.array(z.string()),
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  completedProjects: z.number().int(),
  level: z.enum(SELLER_LEVELS),
});
export type TFreelancerCard = z.infer<typeof ZFreelancerCard>;

export const ZListFreelancersResponse = z.object({
  items: z.array(ZFreelancerCard),
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** The public profile at /freelancer/{id}. */
export const ZFreelancerProfile = ZFreelancerCard.extend({
  memberSince: z.string(),
  isFreelancer: z.boolean(),
});
export type TFreelancerProfile = z.infer<typeof ZFreelancerProfile>;
