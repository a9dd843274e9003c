import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client.js';
import type { Clock } from './lib/clock.js';
import type { EventLog } from './lib/event-log.js';
import type { FileStore } from './lib/file-store/index.js';
import type { Mailer } from './lib/mailer.js';
import type { PaymentProvider } from './lib/payment-provider.js';
import type { Realtime } from './lib/realtime.js';
import type { SmsProvider } from './lib/sms-provider.js';

/**
 * What the app gives every service (app.deps). A service takes only the part it uses, as
 * `Pick<AppDeps, 'db' | 'clock'>`, so a test or a script can call it with just that.
 */
export interface AppDeps {
  /** The primary: every write, and every read of what a person just wrote (their own lists, money, sessions, keys). */
  db: Db;
  /**
   * Reads that tolerate a little lag: public searches and lists, public profiles, dashboards' charts. The replica of
   * DATABASE_READ_URL when set, else the same database as `db`. What goes where: docs/operations.md#read-replica.
   */
  readDb: Db;
  mailer: Mailer;
  /** Where SMS go (phone sign-in codes): an HTTP gateway or DATA_DIR/outbox (lib/sms-provider.ts). */
  sms: SmsProvider;
  clock: Clock;
  /** Where uploaded files live: DATA_DIR/uploads or a bucket (lib/file-store, FILES_URL). */
  files: FileStore;
  /** Where copies of people's data go ('Baixar meus dados'): DATA_DIR/exports or the bucket's exports/, never served as is. */
  exportFiles: FileStore;
  /** Multiplies every rate limit (RATE_LIMIT_FACTOR); 1 in production. */
  rateLimitFactor: number;
  /** Where people reach Labora (PUBLIC_URL), for links in mails. */
  publicUrl: string;
  /** Signs proof-of-work challenges (ALTCHA_HMAC_KEY); undefined: a key made once and kept in the database. */
  altchaHmacKey: string | undefined;
  /** The payment provider: the sandbox unless another is given (modules/wallet/payment-provider.ts). */
  payments: PaymentProvider;
  /** Who is online (modules/realtime); what changed reaches screens through the event log (lib/event-log.ts). */
  realtime: Realtime;
  /** The app's logger, for failures that must not fail the request (a mail, a leftover file). */
  log: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * `deps` whose `db` is the lag-tolerant read database (deps.readDb: the replica when there is one). Only for the reads
 * docs/operations.md#read-replica lists; a service that also writes keeps the primary as its own `deps.db`.
 */
export function onReadReplica<T extends Pick<AppDeps, 'db' | 'readDb'>>(deps: T): T {
  return { ...deps, db: deps.readDb };
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** The event log behind deps.db: redelivery (a scheduled job) and settling before a close. */
    events: EventLog;
  }
}
