import { DASHBOARD_CATEGORY_NAMES } from './catalog.js';
import { JOB_CATEGORIES } from './job-labels.js';

// Seller levels and the freelancers list's orders, filters and limits without zod (freelancers.ts re-exports them).

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

/** The category filter's values: SPEC's 12 dashboard categories, then the job categories not among them. */
export const FREELANCER_CATEGORY_FILTERS = [...new Set<string>([...DASHBOARD_CATEGORY_NAMES, ...JOB_CATEGORIES])] as [
  string,
  ...string[],
];
