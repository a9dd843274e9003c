import pg from 'pg';

/**
 * "Look now" signals between the API processes of one database (modules/realtime): PostgreSQL LISTEN/NOTIFY on a
 * server, an in-process emitter with PGlite (one process). Payloads carry ids only, far below NOTIFY's 8,000 bytes.
 * Delivery is best effort: a signal sent while a listener is reconnecting is lost, and `onResync` tells the listener
 * so it can have its clients catch up from the database (the log).
 */
export interface NotifyBus {
  /** Sends to every listener of every process, this one's included. */
  notify(payload: string): Promise<void>;
  /**
   * Calls `onPayload` for each signal, in the order sent; `onResync` after the connection came back (what was sent
   * in between is lost). Resolves once listening (or once a first failed attempt scheduled its retries); answers the
   * stop.
   */
  listen(handlers: BusHandlers): Promise<() => Promise<void>>;
  /**
   * Sends `select 1` on each listener connection; one that fails is dropped and opened again (a connection can die
   * without an error event: a NAT or a failover forgets it). Run every BUS_HEALTH_CHECK_MS by the scheduler.
   */
  checkHealth(): Promise<void>;
  /** Ends the listeners still open (the database is closing). */
  close(): Promise<void>;
}

export interface BusHandlers {
  onPayload(payload: string): void;
  onResync(): void;
  /** A lost connection, a failed reconnect: logged by the caller, never thrown. */
  onError?(error: unknown): void;
}

const CHANNEL = 'labora_realtime';
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 10_000;
/** How often each listener connection is checked (NotifyBus.checkHealth). */
export const BUS_HEALTH_CHECK_MS = 15_000;

/** One process: signals go straight to this process's listeners, after the sender's current task (as NOTIFY would). */
export function memoryBus(): NotifyBus {
  const listeners = new Set<BusHandlers>();
  return {
    async notify(payload) {
      for (const handlers of listeners) queueMicrotask(() => handlers.onPayload(payload));
    },
    async listen(handlers) {
      listeners.add(handlers);
      return async () => {
        listeners.delete(handlers);
      };
    },
    async checkHealth() {},
    async close() {
      listeners.clear();
    },
  };
}

/**
 * PostgreSQL: NOTIFY through the pool; each `listen` holds its own connection (a pooled one could be handed to a
 * query mid-LISTEN, and its `query_timeout` bounds the health check), reopened with a doubling backoff when it drops.
 */
export function postgresBus(pool: pg.Pool, connectionString: string): NotifyBus {
  const stops = new Set<() => Promise<void>>();
  const healthChecks = new Set<() => Promise<void>>();

  async function listen(handlers: BusHandlers) {
    let client: pg.Client | undefined;
    let stopped = false;
    let attempt = 0;
    let retry: NodeJS.Timeout | undefined;

    const drop = (dropped: pg.Client, error?: unknown) => {
      if (client !== dropped) return;
      client = undefined;
      if (error) handlers.onError?.(error);
      dropped.end().catch(() => {});
      if (!stopped) scheduleRetry();
    };

    const open = async () => {
      const next = new pg.Client({
        connectionString,
        keepAlive: true,
        query_timeout: 5_000,
        application_name: 'labora-realtime',
      });
      next.on('notification', (notification) => {
        if (notification.channel === CHANNEL && notification.payload !== undefined) {
          handlers.onPayload(notification.payload);
        }
      });
      next.on('error', (error) => drop(next, error));
      next.on('end', () => drop(next));
      try {
        await next.connect();
        await next.query(`listen ${CHANNEL}`);
      } catch (error) {
        next.end().catch(() => {});
        throw error;
      }
      if (stopped) {
        await next.end().catch(() => {});
        return;
      }
      client = next;
    };

    // A one-shot backoff, not a scheduler job: while the listener is away signals are lost, so it comes back in
    // 250 ms rather than at the next health check.
    const scheduleRetry = () => {
      const delay = Math.min(RETRY_FIRST_MS * 2 ** attempt, RETRY_MAX_MS);
      attempt += 1;
      retry = setTimeout(async () => {
        try {
          await open();
          attempt = 0;
          if (!stopped) handlers.onResync();
        } catch (error) {
          handlers.onError?.(error);
          if (!stopped) scheduleRetry();
        }
      }, delay);
      retry.unref();
    };

    const checkHealth = async () => {
      const current = client;
      await current?.query('select 1').then(
        () => {},
        (error) => drop(current, error),
      );
    };
    healthChecks.add(checkHealth);

    try {
      await open();
    } catch (error) {
      handlers.onError?.(error);
      scheduleRetry();
    }

    const stop = async () => {
      stopped = true;
      stops.delete(stop);
      healthChecks.delete(checkHealth);
      clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    };
    stops.add(stop);
    return stop;
  }

  return {
    async notify(payload) {
      await pool.query('select pg_notify($1, $2)', [CHANNEL, payload]);
    },
    listen,
    async checkHealth() {
      await Promise.all([...healthChecks].map((check) => check()));
    },
    async close() {
      await Promise.all([...stops].map((stop) => stop()));
    },
  };
}
