import { z } from 'zod';

/** Every list's query parameters are refused with this one message (SPEC has none of its own for lists). */
export const INVALID_QUERY_MESSAGE = 'Parâmetros de busca inválidos.';

/** `page` (from 1) and `pageSize` (1..maxSize) query fields, coerced from the query string. */
export function pageFields(defaultSize: number, maxSize = 50) {
  return {
    page: z.coerce.number({ error: INVALID_QUERY_MESSAGE }).int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number({ error: INVALID_QUERY_MESSAGE }).int().min(1).max(maxSize).default(defaultSize),
  };
}
