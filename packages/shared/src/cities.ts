import { z } from 'zod';
import { CITIES_LIMITS, CITIES_MESSAGES } from './catalog.js';

// GET /api/catalog/cities: its query and answer (the limits and messages are in catalog.ts, which has no zod).

export const ZCitiesQuery = z.object({
  q: z
    .string({ error: CITIES_MESSAGES.queryTooLong })
    .trim()
    .max(CITIES_LIMITS.queryMaxLength, CITIES_MESSAGES.queryTooLong)
    .default(''),
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
