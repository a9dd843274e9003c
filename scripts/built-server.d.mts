export interface BuiltServer {
  /** http://127.0.0.1:port, the same across restarts. */
  url: string;
  dataDir: string;
  /** SIGTERM; removes the data folder startBuiltServer made (never a given one) unless `keepData`. */
  stop(options?: { keepData?: boolean }): Promise<void>;
  /** Kills it (SIGKILL by default) and starts it again on the same port and data folder; resolves once listening. */
  restart(options?: { signal?: 'SIGKILL' | 'SIGTERM' }): Promise<void>;
}

export function startBuiltServer(
  env?: Record<string, string>,
  options?: { dataDir?: string; port?: number },
): Promise<BuiltServer>;
