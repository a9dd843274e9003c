import { ZErrorResponse } from '@labora/shared/errors';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 503;

/** Response schemas for the error statuses a route can answer: each one is `{ code, message }` (plugins/errors.ts). */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof ZErrorResponse> {
  return Object.fromEntries(statuses.map((status) => [status, ZErrorResponse])) as Record<S, typeof ZErrorResponse>;
}
