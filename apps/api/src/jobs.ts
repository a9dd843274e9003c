import { REALTIME_LIMITS } from '@labora/shared/realtime';
import type { Database } from './db/client.js';
import { collectGarbage } from './db/collect-garbage.js';
import { MAINTENANCE_INTERVAL_MS, maintainEmbedded } from './db/maintenance.js';
import { BUS_HEALTH_CHECK_MS, type NotifyBus } from './db/notify-bus.js';
import type { AppDeps } from './deps.js';
import type { EventLog } from './lib/event-log.js';
import { forgetOldIdempotencyKeys } from './lib/idempotency.js';
import { pruneRateLimits } from './lib/rate-limit.js';
import type { Job } from './lib/scheduler.js';
import { releaseOverdueDeliveries, remindUnansweredDeliveries } from './modules/contracts/service.js';
import { buildPendingDataExports, expireDataExports } from './modules/data-export/service.js';
import { runDisputeDeadlines } from './modules/disputes/service.js';
import { NOTIFICATION_MAIL_INTERVAL_MS, sendNotificationMails } from './modules/notifications/service.js';
import type { RealtimeHub } from './modules/realtime/service.js';
import { runTimesheetStatements } from './modules/timesheets/service.js';
import { pruneTwoFactorLeftovers } from './modules/two-factor/service.js';
import { SETTLEMENT_INTERVAL_MS, settleDueMoney } from './modules/wallet/service.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Redelivery looks this often: after a crash on PostgreSQL an event waits at most its lease (10 s) and this. */
const EVENT_REDELIVERY_MS = 5_000;

export interface JobsContext {
  deps: AppDeps;
  hub: RealtimeHub;
  bus: NotifyBus;
  /** The event log behind deps.db: what a dead process committed but did not deliver. */
  events: EventLog;
  /** The database's kind; the embedded one gets its maintenance. Unknown (tests): none. */
  databaseKind: Database['kind'] | undefined;
}

/**
 * Every periodic piece of work of the API, the one list (lib/scheduler.ts runs it; app.ts builds the scheduler,
 * server.ts starts it). A new job is one more line. Every process runs every job; `scope` says why that is safe.
 */
export function backgroundJobs({ deps, hub, bus, events, databaseKind }: JobsContext): Job[] {
  const jobs: Job[] = [
    // Shared rows, each taken under its row lock: processes share the work, no row is done twice.
    {
      name: 'wallet.settle',
      everyMs: SETTLEMENT_INTERVAL_MS,
      scope: 'row-locks',
      run: (now) => settleDueMoney(deps, now),
    },
    {
      name: 'contracts.auto-release',
      everyMs: MINUTE,
      scope: 'row-locks',
      run: (now) => releaseOverdueDeliveries(deps, now),
    },
    {
      name: 'contracts.release-reminders',
      everyMs: MINUTE,
      scope: 'row-locks',
      run: (now) => remindUnansweredDeliveries(deps, now),
    },
    // A case's dates (no answer, flagged, escalated, the default decision, the appeal window): each under its
    // contract's row lock, SKIP LOCKED, so processes share the cases and none moves twice.
    {
      name: 'disputes.deadlines',
      everyMs: MINUTE,
      scope: 'row-locks',
      run: (now) => runDisputeDeadlines(deps, now),
    },
    // Hourly contracts: weeks that ended close into statements, statements 5 days old approve themselves; each
    // contract under its row lock, SKIP LOCKED, like the disputes' dates.
    {
      name: 'timesheets.statements',
      everyMs: MINUTE,
      scope: 'row-locks',
      run: (now) => runTimesheetStatements(deps, now),
    },
    // Copies of people's data ('Baixar meus dados'): each request taken under a lease (FOR UPDATE SKIP LOCKED), so
    // processes share the queue; expiry claims rows by one UPDATE … RETURNING, so each file is deleted once.
    {
      name: 'data-exports.build',
      everyMs: 5_000,
      scope: 'row-locks',
      run: (now) => buildPendingDataExports(deps, now),
    },
    {
      name: 'data-exports.expire',
      everyMs: 10 * MINUTE,
      firstAfterMs: 0,
      scope: 'row-locks',
      run: (now) => expireDataExports(deps, now),
    },
    // Events committed but not delivered (a process died in between, a consumer failed): SKIP LOCKED claims.
    {
      name: 'events.redeliver',
      everyMs: EVENT_REDELIVERY_MS,
      scope: 'row-locks',
      run: () => events.redeliver(),
    },
    {
      name: 'notifications.mail',
      everyMs: NOTIFICATION_MAIL_INTERVAL_MS,
      scope: 'row-locks',
      run: (now) => sendNotificationMails(deps, now),
    },
    // Shared clean-ups: one process at a time, under an advisory lock.
    {
      name: 'idempotency-keys.purge',
      everyMs: HOUR,
      firstAfterMs: 0,
      scope: 'advisory-lock',
      run: (now) => forgetOldIdempotencyKeys(deps.db, now),
    },
    {
      name: 'rate-limits.prune',
      everyMs: HOUR,
      firstAfterMs: 0,
      scope: 'advisory-lock',
      run: (now) => pruneRateLimits(deps.db, now),
    },
    {
      name: 'two-factor.prune',
      everyMs: HOUR,
      scope: 'advisory-lock',
      run: (now) => pruneTwoFactorLeftovers(deps.db, now),
    },
    // This process's own: its sockets, its presence beat, its LISTEN connection.
    {
      name: 'realtime.heartbeat',
      everyMs: REALTIME_LIMITS.heartbeatMs,
      scope: 'per-process',
      run: () => hub.heartbeat(),
    },
    {
      name: 'realtime.presence-beat',
      everyMs: REALTIME_LIMITS.presenceBeatMs,
      scope: 'per-process',
      run: () => hub.presenceBeat(),
    },
    { name: 'notify-bus.health', everyMs: BUS_HEALTH_CHECK_MS, scope: 'per-process', run: () => bus.checkHealth() },
  ];
  if (databaseKind === 'pglite') {
    jobs.push(
      // The embedded database is this process's: no autovacuum runs in it (db/maintenance.ts).
      {
        name: 'db.vacuum',
        everyMs: MAINTENANCE_INTERVAL_MS,
        firstAfterMs: 0,
        scope: 'per-process',
        run: async () => ({ ms: await maintainEmbedded(deps) }),
      },
      // 10 s and 60 s after the start, its garbage (opening PGlite, migrations, the seed) goes: an idle heap keeps it.
      {
        name: 'gc.after-start',
        everyMs: 50_000,
        firstAfterMs: 10_000,
        maxRuns: 2,
        scope: 'per-process',
        run: async () => collectGarbage(),
      },
    );
  }
  return jobs;
}
