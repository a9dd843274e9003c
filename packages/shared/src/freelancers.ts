import { z } from 'zod';
import { BRAZILIAN_STATES } from './catalog.js';
import {
  FREELANCER_CATEGORY_FILTERS,
  FREELANCER_ORDERS,
  FREELANCER_SEARCH_LIMITS,
  SELLER_LEVELS,
} from './freelancer-labels.js';
import { INVALID_QUERY_MESSAGE, pageFields } from './paging.js';

// Zod-free, for screens that only show or filter freelancers: freelancer-labels.ts.
export {
  FREELANCER_CATEGORY_FILTERS,
  FREELANCER_MIN_RATINGS,
  FREELANCER_ORDER_LABELS,
  FREELANCER_ORDERS,
  FREELANCER_SEARCH_LIMITS,
  SELLER_LEVEL_RULES,
  SELLER_LEVELS,
  sellerLevel,
  type TFreelancerOrder,
  type TSellerLevel,
} from './freelancer-labels.js';

export const FREELANCERS_COUNT_CAP = 1000;

export const FREELANCER_MESSAGES = {
  invalidQuery: INVALID_QUERY_MESSAGE,
  notFound: 'Freelancer não encontrado.',
} as const;

const invalid = { error: FREELANCER_MESSAGES.invalidQuery };
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
