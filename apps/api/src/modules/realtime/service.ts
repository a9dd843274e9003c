import type { NotifyBus } from '../../db/notify-bus.js';
import type { AppDeps } from '../../deps.js';
import { RealtimeHub } from './hub.js';

export { realtimeConsumer } from './event-consumer.js';
export type { RealtimeHub } from './hub.js';

/**
 * The process's realtime hub: `deps.realtime` (the Realtime interface services announce through) and the home of
 * the WebSockets at /api/realtime (routes.ts). `bus` is the database's (Database.bus: NOTIFY on PostgreSQL,
 * in-process with PGlite).
 */
export function createRealtimeHub(deps: Pick<AppDeps, 'db' | 'clock' | 'log'>, bus: NotifyBus): RealtimeHub {
  return new RealtimeHub(deps, bus);
}
