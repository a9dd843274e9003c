import { ApiError, apiFetch, NetworkError } from '@/lib/api-client';
import { getSession } from '@/lib/session';

const REQUEST_TIMEOUT_MS = 20_000;

/**
 * A GET under /api whose answer is more than a JSON body (the list's X-Total-Count header, the CSV
 * file), with apiFetch's token, timeout and errors. apiFetch only hands back the body.
 */
export async function fetchResponse(path: string, accept: string): Promise<Response> {
  const token = getSession()?.token;
  const headers: Record<string, string> = { Accept: accept };
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`/api${path}`, { headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (response.ok) return response;

  // A dead session ends in one place: apiFetch drops it, says why and goes to /login. Asking again
  // costs one request, only when the session has already expired.
  if (response.status === 401 && token) await apiFetch(path);
  throw new ApiError(response.status, await messageOf(response));
}

async function messageOf(response: Response): Promise<string | undefined> {
  try {
    const data: unknown = await response.json();
    if (typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string') {
      return data.message.trim() || undefined;
    }
  } catch {
    // Not JSON: the screen's own message is shown.
  }
  return undefined;
}
