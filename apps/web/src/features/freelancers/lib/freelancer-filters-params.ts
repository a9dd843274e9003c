import { BRAZILIAN_STATES } from '@labora/shared/catalog';
import {
  FREELANCER_CATEGORY_FILTERS,
  FREELANCER_MIN_RATINGS,
  type TFreelancerOrder,
  type TSellerLevel,
} from '@labora/shared/freelancer-labels';

/** The freelancers tab's filters and order, as the screen holds them (rates in centavos, null for none). */
export interface FreelancerFilterValues {
  /** A dashboard category's name, or a job category (a job's 'Convidar freelancers' link). */
  category: string;
  /** 'Cidade, UF' picked from the cities list. */
  city: string;
  state: string;
  minRateCents: number | null;
  maxRateCents: number | null;
  minRating: number | null;
  level: TSellerLevel | '';
  order: TFreelancerOrder;
}

export const NO_FREELANCER_FILTERS: FreelancerFilterValues = {
  category: '',
  city: '',
  state: '',
  minRateCents: null,
  maxRateCents: null,
  minRating: null,
  level: '',
  order: 'relevance',
};

// The address speaks Portuguese like the screen: ?categoria=…&cidade=…&uf=SP&valorMin=50&valorMax=120&avaliacao=4
// &nivel=nivel-2&ordem=menor-valor. Reais in the address, centavos to the API.
const KEYS = {
  category: 'categoria',
  city: 'cidade',
  state: 'uf',
  minRate: 'valorMin',
  maxRate: 'valorMax',
  minRating: 'avaliacao',
  level: 'nivel',
  order: 'ordem',
};
/** The job's invitation link may say ?category=…; read as categoria. */
const CATEGORY_ALIAS = 'category';

const ORDER_SLUGS: Record<TFreelancerOrder, string> = {
  relevance: 'relevancia',
  rate_asc: 'menor-valor',
  rate_desc: 'maior-valor',
  newest: 'recentes',
};
const LEVEL_SLUGS: Record<TSellerLevel, string> = {
  Novo: 'novo',
  'Nível 1': 'nivel-1',
  'Nível 2': 'nivel-2',
  'Top Rated': 'top-rated',
};

function keyOf<K extends string>(slugs: Record<K, string>, slug: string | null): K | undefined {
  return (Object.keys(slugs) as K[]).find((key) => slugs[key] === slug);
}

/** Whole or decimal reais ('50', '72.5') to centavos; anything else means no filter. */
function centsOf(reais: string | null): number | null {
  if (!reais || !/^\d{1,6}(\.\d{1,2})?$/.test(reais)) return null;
  return Math.round(Number(reais) * 100);
}

/** The freelancer filters an address asks for; an unknown value means no filter. */
export function readFreelancerFilters(params: URLSearchParams): FreelancerFilterValues {
  const category = params.get(KEYS.category) ?? params.get(CATEGORY_ALIAS) ?? '';
  const state = params.get(KEYS.state)?.toUpperCase() ?? '';
  const rating = Number(params.get(KEYS.minRating));
  return {
    category: FREELANCER_CATEGORY_FILTERS.includes(category) ? category : '',
    city: (params.get(KEYS.city) ?? '').trim().slice(0, 120),
    state: (BRAZILIAN_STATES as readonly string[]).includes(state) ? state : '',
    minRateCents: centsOf(params.get(KEYS.minRate)),
    maxRateCents: centsOf(params.get(KEYS.maxRate)),
    minRating: (FREELANCER_MIN_RATINGS as readonly number[]).includes(rating) ? rating : null,
    level: keyOf(LEVEL_SLUGS, params.get(KEYS.level)) ?? '',
    order: keyOf(ORDER_SLUGS, params.get(KEYS.order)) ?? 'relevance',
  };
}

/** Writes the filters that are set into `out` (relevance, the default order, stays out). */
export function writeFreelancerFilters(out: URLSearchParams, filters: FreelancerFilterValues): void {
  if (filters.category) out.set(KEYS.category, filters.category);
  if (filters.city) out.set(KEYS.city, filters.city);
  if (filters.state) out.set(KEYS.state, filters.state);
  if (filters.minRateCents !== null) out.set(KEYS.minRate, String(filters.minRateCents / 100));
  if (filters.maxRateCents !== null) out.set(KEYS.maxRate, String(filters.maxRateCents / 100));
  if (filters.minRating !== null) out.set(KEYS.minRating, String(filters.minRating));
  if (filters.level) out.set(KEYS.level, LEVEL_SLUGS[filters.level]);
  if (filters.order !== 'relevance') out.set(KEYS.order, ORDER_SLUGS[filters.order]);
}

/** How many filters narrow the list (the order is no filter). */
export function countFreelancerFilters(filters: FreelancerFilterValues): number {
  const { order: _order, ...narrowing } = filters;
  return Object.values(narrowing).filter((value) => value !== '' && value !== null).length;
}
