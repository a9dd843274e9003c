import { CITIES_LIMITS } from '@labora/shared/catalog';
import type { TCity } from '@labora/shared/cities';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function searchCities(q: string) {
  return apiFetch<TCity[]>(`/catalog/cities?${new URLSearchParams({ q })}`);
}

export function citiesQueryOptions(q: string) {
  return queryOptions({
    queryKey: queryKeys.catalog.cities(q),
    queryFn: () => searchCities(q),
    // The list of municipalities changes only with a release.
    staleTime: 60 * 60 * 1000,
  });
}

/** Cities matching what was typed; nothing is asked below the minimum length. */
export function useCitySearch(q: string) {
  const term = q.trim();
  return useQuery({
    ...citiesQueryOptions(term),
    enabled: term.length >= CITIES_LIMITS.queryMinLength,
    // The previous answer stays on screen while the next one loads, so the list does not flicker.
    placeholderData: keepPreviousData,
  });
}
