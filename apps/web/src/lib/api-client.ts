import type { ErrorCode } from '@labora/shared/errors';
import { clearSession, getSession } from './session';

const API_BASE = '/api';
/** A request that hangs this long is reported as a connection problem instead of spinning forever. */
const REQUEST_TIMEOUT_MS = 20_000;
// Long enough for the browser to start saving a download; FileSaver.js waits as long before letting go of the blob.
const REVOKE_AFTER_MS = 40_000;

/**
 * The server answered with a non-2xx status. `code` is its domain code (`EMAIL_TAKEN`, `NOT_FOUND`…, see
 * packages/shared/src/errors.ts): screens branch on it. `serverMessage` is its Portuguese text, when it sent one.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly serverMessage: string | undefined;

  constructor(status: number, body: { code?: ErrorCode; message?: string } = {}) {
    super(body.message ?? `HTTP ${status}`);
    this.status = status;
    this.code = body.code;
    this.serverMessage = body.message;
  }
}

/** The request never got an answer: offline, DNS, server down or timed out. */
export class NetworkError extends Error {
  override name = 'NetworkError';

  constructor(cause: unknown) {
    super('A requisição não chegou ao servidor.', { cause });
  }
}

/** True when the call failed with one of these codes. */
export function hasErrorCode(error: unknown, ...codes: ErrorCode[]): boolean {
  return error instanceof ApiError && error.code !== undefined && codes.includes(error.code);
}

type UnauthorizedHandler = (serverMessage: string | undefined) => void;
let onUnauthorized: UnauthorizedHandler = () => {};

/** The app decides where a dead session goes (the login screen); the client only reports it. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler) {
  onUnauthorized = handler;
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, except FormData, which goes as multipart (file uploads). */
  body?: unknown;
  /** What the caller reads: JSON unless told otherwise (a CSV export, a file). */
  accept?: string;
  /** Extra request headers, e.g. a money POST's `Idempotency-Key` (lib/idempotency-key.ts). */
  headers?: Record<string, string>;
}

/**
 * The one door to /api: sends the session's bearer token, times out, turns failures into ApiError or
 * NetworkError and ends a dead session. Hands back the whole response, for callers that read a header or a file.
 */
export async function apiFetchResponse(
  path: string,
  { method = 'GET', body, accept = 'application/json', headers: extraHeaders }: ApiRequest = {},
): Promise<Response> {
  const token = getSession()?.token;
  const isForm = body instanceof FormData;
  const headers: Record<string, string> = { ...extraHeaders, Accept: accept };
  // The browser writes a multipart Content-Type itself, with the boundary it chose.
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(API_BASE + path, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (response.ok) return response;

  const errorBody = errorBodyOf(await readJson(response));
  // Only the session that made the call is ended: a late answer must not sign out a newer login.
  if (response.status === 401 && token && getSession()?.token === token) {
    clearSession();
    onUnauthorized(errorBody.message);
  }
  throw new ApiError(response.status, errorBody);
}

/** JSON in, JSON out, under /api. */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  return (await readJson(await apiFetchResponse(path, request))) as T;
}

/**
 * Saves a private file (it needs the bearer token, which a plain link cannot send): fetched with it and handed
 * to the browser as a blob under `fileName`.
 */
export async function downloadFile(path: string, fileName: string, accept = '*/*'): Promise<void> {
  const response = await apiFetchResponse(path, { accept });
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch (error) {
    throw new NetworkError(error);
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function errorBodyOf(data: unknown): { code?: ErrorCode; message?: string } {
  if (typeof data !== 'object' || data === null) return {};
  const { code, message } = data as { code?: unknown; message?: unknown };
  return {
    code: typeof code === 'string' ? (code as ErrorCode) : undefined,
    message: typeof message === 'string' && message.trim() !== '' ? message : undefined,
  };
}

/** The text a screen shows for a failed call: the server's message, else the screen's own fallbacks. */
export function errorMessage(error: unknown, messages: { fallback: string; network: string }): string {
  if (error instanceof NetworkError) return messages.network;
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return messages.fallback;
}
