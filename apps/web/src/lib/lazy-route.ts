// After a redeploy the hashed chunks of the previous build are gone: a tab opened before it fails to
// load the next screen's code. Reloading fetches the new index.html and its chunks, so the person lands
// on the screen they asked for instead of the error screen. One reload only: if the chunk is still
// missing right after one, the failure is real and the error screen shows.

const RELOADED_AT_KEY = 'labora.chunkReloadedAt';
/** A reload this recent means the last one did not help. */
export const RELOAD_GUARD_MS = 10_000;

/** How Chrome, Firefox and Safari word a dynamic import whose file is gone (and webpack-style ChunkLoadError). */
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message);
}

/** The decision alone, apart from the browser: reload for a missing chunk, unless a reload just happened. */
export function shouldReloadForChunkError(error: unknown, lastReloadAt: number | null, now: number): boolean {
  if (!isChunkLoadError(error)) return false;
  return lastReloadAt === null || now - lastReloadAt < 0 || now - lastReloadAt > RELOAD_GUARD_MS;
}

function readReloadedAt(): number | null {
  try {
    const value = Number(sessionStorage.getItem(RELOADED_AT_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** Reloads and says so, or says the reload was not attempted (guard hit, or storage refused: no loop risk taken). */
function reloadOnce(error: unknown): boolean {
  const now = Date.now();
  if (!shouldReloadForChunkError(error, readReloadedAt(), now)) return false;
  try {
    sessionStorage.setItem(RELOADED_AT_KEY, String(now));
  } catch {
    // Without storage the guard cannot work, and a loop is worse than the error screen.
    return false;
  }
  window.location.reload();
  return true;
}

/**
 * Wraps a route's `lazy` loader: a missing chunk reloads the page once. Every `lazy:` of the router
 * goes through it.
 */
export function lazyRoute<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      // The page is going away: never settle, so the error screen does not flash before the reload.
      if (reloadOnce(error)) return new Promise<T>(() => {});
      throw error;
    }
  };
}
