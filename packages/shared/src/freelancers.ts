import { z } from 'zod';
import { BRAZILIAN_STATES, DASHBOARD_CATEGORY_NAMES } from './catalog.js';
import { JOB_CATEGORIES } from './jobs.js';
import { INVALID_QUERY_MESSAGE, pageFields } from './paging.js';

export const FREELANCERS_COUNT_CAP = 1000;

export const FREELANCER_MESSAGES = {
  invalidQuery: INVALID_QUERY_MESSAGE,
  notFound: 'Freelancer não encontrado.',
} as const;

/** Seller levels, from completed contracts and the average rating (README states the rule). */
export const SELLER_LEVELS = ['Novo', 'Nível 1', 'Nível 2', 'Top Rated'] as const;
export type TSellerLevel = (typeof SELLER_LEVELS)[number];

/** The thresholds of sellerLevel; the API's level filter applies the same ones in SQL. */
export const SELLER_LEVEL_RULES = {
  topRated: { completedProjects: 20, rating: 4.8 },
  level2: { completedProjects: 5, rating: 4.5 },
  level1: { completedProjects: 1 },
} as const;

export function sellerLevel(completedProjects: number, rating: number | null): TSellerLevel {
  const { topRated, level2, level1 } = SELLER_LEVEL_RULES;
  if (completedProjects >= topRated.completedProjects && (rating ?? 0) >= topRated.rating) return 'Top Rated';
  if (completedProjects >= level2.completedProjects && (rating ?? 0) >= level2.rating) return 'Nível 2';
  if (completedProjects >= level1.completedProjects) return 'Nível 1';
  return 'Novo';
}

/** The freelancers list's orders: relevance (README: rating and completed contracts), hourly rate, newest. */
export const FREELANCER_ORDERS = ['relevance', 'rate_asc', 'rate_desc', 'newest'] as const;
export type TFreelancerOrder = (typeof FREELANCER_ORDERS)[number];
export const FREELANCER_ORDER_LABELS: Record<TFreelancerOrder, string> = {
  relevance: 'Mais relevantes',
  rate_asc: 'Menor valor por hora',
  rate_desc: 'Maior valor por hora',
  newest: 'Mais recentes',
};

/** Minimum ratings the list offers as a filter. */
export const FREELANCER_MIN_RATINGS = [4.5, 4, 3] as const;

export const FREELANCER_SEARCH_LIMITS = {
  searchMaxLength: 100,
  /** R$ 100.000/hora: the profile's own maximum (PROFILE_LIMITS.hourlyRateMaxReais). */
  maxRateCents: 10_000_000,
} as const;

const invalid = { error: FREELANCER_MESSAGES.invalidQuery };
/** The category filter's values: SPEC's 12 dashboard categories, then the job categories not among them. */
export const FREELANCER_CATEGORY_FILTERS = [...new Set<string>([...DASHBOARD_CATEGORY_NAMES, ...JOB_CATEGORIES])] as [
  string,
  ...string[],
];
const rateCents = z.coerce
  .number(invalid)
  .int(invalid)
  .min(0, invalid)
  .max(FREELANCER_SEARCH_LIMITS.maxRateCents, invalid);

export const ZListFreelancersQuery = z.object({
  search: z
    .string(invalid)
    .trim()
    .max(FREELANCER_SEARCH_LIMITS.searchMaxLength, FREELANCER_MESSAGES.invalidQuery)
    .default(''),
  /** A dashboard category by name (catalog's DASHBOARD_CATEGORIES) or a job category (a job's invitation link). */
  category: z.enum(FREELANCER_CATEGORY_FILTERS, invalid).optional(),
  /** 'Cidade, UF' as the cities autocomplete labels it (the profile keeps that text). */
  city: z.string(invalid).trim().min(1, invalid).max(120, invalid).optional(),
  /** A state's two letters (UF). */
  state: z.enum(BRAZILIAN_STATES, invalid).optional(),
  minRateCents: rateCents.optional(),
  maxRateCents: rateCents.optional(),
  minRating: z.coerce.number(invalid).min(1, invalid).max(5, invalid).optional(),
  level: z.enum(SELLER_LEVELS, invalid).optional(),
  order: z.enum(FREELANCER_ORDERS, invalid).default('relevance'),
  ...pageFields(20),
});

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
  /** The person added a valid CPF no other account has ('CPF verificado'); the CPF itself is never shown. */
  cpfVerified: z.boolean(),
});
export type TFreelancerProfile = z.infer<typeof ZFreelancerProfile>;
