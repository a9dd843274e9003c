import { ZMessageResponse } from '@labora/shared/auth';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

/** Response schemas for the error statuses a route can answer: each one is `{ message }` (plugins/errors.ts). */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof ZMessageResponse> {
  return Object.fromEntries(statuses.map((status) => [status, ZMessageResponse])) as Record<S, typeof ZMessageResponse>;
}
