import { z } from 'zod';

export const CITIES_LIMITS = { queryMinLength: 2, queryMaxLength: 80, maxResults: 10 } as const;

export const ZCitiesQuery = z.object({
  q: z.string().trim().max(CITIES_LIMITS.queryMaxLength).default(''),
});

/** A Brazilian municipality; placeId is its 7-digit IBGE code. */
export const ZCity = z.object({
  placeId: z.string(),
  name: z.string(),
  uf: z.string(),
  /** 'Cidade, UF', what the profile's location field keeps. */
  label: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type TCity = z.infer<typeof ZCity>;
export const ZCitiesResponse = z.array(ZCity);
