import createClient from 'openapi-fetch';
import type { paths } from './schema.js';

export type { components, operations, paths } from './schema.js';

export interface LaboraClientOptions {
  /** A session's bearer token (from signIn); without one, only the public operations answer. */
  token?: string;
  fetch?: typeof globalThis.fetch;
}

/**
 * A typed client of the Labora API (openapi-fetch over the generated schema.ts). `baseUrl` is the site itself, e.g.
 * https://labora.com.br: every path starts with /api. Calls answer `{ data, error, response }`.
 */
export function createLaboraClient(baseUrl: string, options: LaboraClientOptions = {}) {
  return createClient<paths>({
    baseUrl,
    fetch: options.fetch,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
}

export type LaboraClient = ReturnType<typeof createLaboraClient>;
