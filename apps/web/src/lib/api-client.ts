import { clearSession, getSession } from './session';

const API_BASE = '/api';
/** A request that hangs this long is reported as a connection problem instead of spinning forever. */
const REQUEST_TIMEOUT_MS = 20_000;

/** The server answered with a non-2xx status; `serverMessage` is its Portuguese `{ message }`, when it sent one. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly serverMessage: string | undefined;

  constructor(status: number, serverMessage: string | undefined) {
    super(serverMessage ?? `HTTP ${status}`);
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

/** The request never got an answer: offline, DNS, server down or timed out. */
export class NetworkError extends Error {
  override name = 'NetworkError';

  constructor(cause: unknown) {
    super('A requisição não chegou ao servidor.', { cause });
  }
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
}

/** JSON in, JSON out, under /api; sends the session's bearer token when there is one. */
export async function apiFetch<T>(path: string, { method = 'GET', body }: ApiRequest = {}): Promise<T> {
  const token = getSession()?.token;
  const isForm = body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json' };
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

  const data = await readJson(response);
  if (response.ok) return data as T;

  const serverMessage = messageOf(data);
  // Only the session that made the call is ended: a late answer must not sign out a newer login.
  if (response.status === 401 && token && getSession()?.token === token) {
    clearSession();
    onUnauthorized(serverMessage);
  }
  throw new ApiError(response.status, serverMessage);
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

function messageOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('message' in data)) return undefined;
  const { message } = data;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** The text a screen shows for a failed call: the server's message, else the screen's own fallbacks. */
export function errorMessage(error: unknown, messages: { fallback: string; network: string }): string {
  if (error instanceof NetworkError) return messages.network;
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return messages.fallback;
}
