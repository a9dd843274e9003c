import path from 'node:path';
import websocketPlugin from '@fastify/websocket';
import { LAUNCH_DEFAULT_AT } from '@labora/shared/launch';
import Fastify, { type FastifyBaseLogger, LogController } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, Db } from './db/client.js';
import { memoryBus, type NotifyBus } from './db/notify-bus.js';
import type { AppDeps } from './deps.js';
import { backgroundJobs } from './jobs.js';
import { type Clock, systemClock } from './lib/clock.js';
import { serializeError } from './lib/error-log.js';
import { EventLog } from './lib/event-log.js';
import { type FileStore, LocalFileStore } from './lib/file-store/index.js';
import type { Mailer } from './lib/mailer.js';
import type { PaymentProvider } from './lib/payment-provider.js';
import { responseSerializerCompiler } from './lib/response-serializer.js';
import { Scheduler } from './lib/scheduler.js';
import type { SmsProvider } from './lib/sms-provider.js';
import { accountRoutes } from './modules/account/routes.js';
import { adminRoutes } from './modules/admin/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { catalogRoutes } from './modules/catalog/routes.js';
import { connectionsRoutes } from './modules/connections/routes.js';
import { contractsRoutes } from './modules/contracts/routes.js';
import { contractsConsumer } from './modules/contracts/service.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { dataExportRoutes } from './modules/data-export/routes.js';
import { disputesRoutes } from './modules/disputes/routes.js';
import { freelancersRoutes } from './modules/freelancers/routes.js';
import { gigsRoutes } from './modules/gigs/routes.js';
import { goalsRoutes } from './modules/goals/routes.js';
import { jobsRoutes } from './modules/jobs/routes.js';
import { launchRoutes } from './modules/launch/routes.js';
import { learningRoutes } from './modules/learning/routes.js';
import { messagesRoutes } from './modules/messages/routes.js';
import { notificationsRoutes } from './modules/notifications/routes.js';
import { portfolioRoutes } from './modules/portfolio/routes.js';
import { proposalsRoutes } from './modules/proposals/routes.js';
import publicReadLimitPlugin from './modules/public-pages/rate-limit.js';
import { publicPagesRoutes } from './modules/public-pages/routes.js';
import { seoRoutes } from './modules/public-pages/seo-routes.js';
import { isPublicPagePath, pageHead } from './modules/public-pages/service.js';
import { chooseProtocol, realtimeRoutes } from './modules/realtime/routes.js';
import { createRealtimeHub, realtimeConsumer } from './modules/realtime/service.js';
import { reviewsRoutes } from './modules/reviews/routes.js';
import { skillsRoutes } from './modules/skills/routes.js';
import { timeTrackingRoutes } from './modules/time-tracking/routes.js';
import { timesheetsRoutes } from './modules/timesheets/routes.js';
import { twoFactorRoutes } from './modules/two-factor/routes.js';
import { usersRoutes } from './modules/users/routes.js';
import { walletRoutes } from './modules/wallet/routes.js';
import { sandboxProvider } from './modules/wallet/service.js';
import authPlugin from './plugins/auth.js';
import bodyDepthPlugin from './plugins/body-depth.js';
import controlCharactersPlugin from './plugins/control-characters.js';
import docsPlugin from './plugins/docs.js';
import errorsPlugin, { answerClientError, answerFrameworkError } from './plugins/errors.js';
import { healthRoutes } from './plugins/health.js';
import requestLogPlugin from './plugins/request-log.js';
import securityHeadersPlugin from './plugins/security-headers.js';
import uploadsPlugin from './plugins/uploads.js';
import webAppPlugin from './plugins/web-app.js';

// zod's own messages (for fields without a message of ours) in Portuguese.
z.config(z.locales.pt());

export interface BuildAppOptions {
  db: Db;
  /** A read replica for lag-tolerant reads (deps.readDb); not given: `db`. */
  readDb?: Db;
  mailer: Mailer;
  /** Where SMS go (lib/sms-provider.ts); not given (benchmarks), sending one fails and is logged. */
  sms?: SmsProvider;
  clock?: Clock;
  /** Where uploads live (lib/file-store); default: the local disk under uploadsDir. */
  files?: FileStore;
  /** Where data exports go; default: the local disk under exportsDir. */
  exportFiles?: FileStore;
  /** DATA_DIR/uploads, for a local store when `files` is not given (tests). */
  uploadsDir?: string;
  /** DATA_DIR/exports, for a local store when `exportFiles` is not given; default: beside uploadsDir. */
  exportsDir?: string;
  rateLimitFactor?: number;
  /** The crash test's pause between a commit and its events' delivery (config's FAULT_EVENT_DELIVERY_DELAY_MS). */
  eventDeliveryDelayMs?: number;
  publicUrl?: string;
  /** ALTCHA_HMAC_KEY; unset: one kept in the database (auth/challenge.ts). */
  altchaHmacKey?: string;
  /** The process logger; none in tests. */
  loggerInstance?: FastifyBaseLogger;
  /** Folder of the built SPA; default apps/web/dist. */
  webRoot?: string;
  /** When Labora launches, for the public countdown (config's LAUNCH_AT); SPEC's moment by default. */
  launchAt?: Date;
  /** Addresses of reverse proxies whose X-Forwarded-* headers are believed (Fastify's trustProxy); none by default. */
  trustProxy?: string;
  /** Where money comes from and goes to; the built-in sandbox when not given (modules/wallet/payment-provider.ts). */
  paymentProvider?: PaymentProvider;
  /**
   * Signals between the API processes of one database (Database.bus: NOTIFY on PostgreSQL); not given, an
   * in-process bus, enough for a single process (tests).
   */
  bus?: NotifyBus;
  /**
   * The database's kind (PGlite gets its maintenance jobs) and its advisory lock (jobs that run in one process at a
   * time): server.ts and the tests pass their Database. Not given (benchmarks): no maintenance jobs, and such jobs
   * simply run.
   */
  database?: Pick<Database, 'kind' | 'runExclusive'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The periodic jobs (jobs.ts); server.ts starts them, tests run one with `runNow`. Stopped when the app closes. */
    scheduler: Scheduler;
  }
}

const noSmsProvider: SmsProvider = {
  async send() {
    throw new Error('buildApp was given no SMS provider');
  },
};

/** How long a closing server gives its WebSockets to answer the close before cutting them. */
const SOCKET_CLOSE_GRACE_MS = 1000;

/** Builds the Fastify instance (plugins, then modules); server.ts listens, tests inject. */
export async function buildApp(options: BuildAppOptions) {
  const app = Fastify({
    // Every logged `err` loses what could hold a user's data (lib/error-log.ts).
    ...(options.loggerInstance
      ? {
          loggerInstance: options.loggerInstance.child({}, { serializers: { err: serializeError } }),
          // One line per request instead (plugins/request-log.ts).
          logController: new LogController({ disableRequestLogging: true }),
        }
      : { logger: false }),
    bodyLimit: 100 * 1024,
    // Reject ambiguous or absurd inputs before any handler runs.
    routerOptions: { maxParamLength: 200 },
    ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
    // Errors Fastify and Node's parser answer themselves, in our `{ code, message }` (plugins/errors.ts).
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Responses leave through their schemas compiled to fast-json-stringify (lib/response-serializer.ts).
  app.setSerializerCompiler(responseSerializerCompiler);
  // The realtime hub: deps.realtime for the services, and the WebSockets of /api/realtime.
  const bus = options.bus ?? memoryBus();
  const hub = createRealtimeHub({ db: options.db, clock: options.clock ?? systemClock, log: app.log }, bus);
  // Services see the database through the event log: a transaction writes the events it recorded and, once
  // committed, the log hands them to its consumers (lib/event-log.ts).
  const eventLog = new EventLog(
    { db: options.db, clock: options.clock ?? systemClock, log: app.log },
    { deliveryDelayMs: options.eventDeliveryDelayMs },
  );
  eventLog.addConsumer(realtimeConsumer(hub));
  const db = eventLog.wrap(options.db);
  const files = options.files ?? localStore(options.uploadsDir);
  const exportFiles =
    options.exportFiles ??
    localStore(options.exportsDir ?? (options.uploadsDir && path.join(path.dirname(options.uploadsDir), 'exports')));
  const deps: AppDeps = {
    db,
    // No replica (PGlite, or DATABASE_READ_URL unset): the same database as writes, through the same wrapper.
    readDb: options.readDb === undefined || options.readDb === options.db ? db : options.readDb,
    mailer: options.mailer,
    sms: options.sms ?? noSmsProvider,
    clock: options.clock ?? systemClock,
    files,
    exportFiles,
    rateLimitFactor: options.rateLimitFactor ?? 1,
    publicUrl: options.publicUrl ?? 'http://127.0.0.1:3000',
    altchaHmacKey: options.altchaHmacKey,
    payments: options.paymentProvider ?? sandboxProvider,
    realtime: hub,
    log: app.log,
  };
  app.decorate('deps', deps);
  app.decorate('events', eventLog);
  eventLog.addConsumer(contractsConsumer(deps));
  const scheduler = new Scheduler({ clock: deps.clock, log: app.log, exclusive: options.database?.runExclusive });
  for (const job of backgroundJobs({ deps, hub, bus, events: eventLog, databaseKind: options.database?.kind }))
    scheduler.add(job);
  app.decorate('scheduler', scheduler);

  if (options.loggerInstance) await app.register(requestLogPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(errorsPlugin);
  await app.register(authPlugin);
  await app.register(publicReadLimitPlugin);
  // Closing (SIGTERM in server.ts): the HTTP server accepts no connection and waits for the requests under way. A
  // response sent from then on ends its connection, or a keep-alive one would hold the close up to its timeout.
  // Sockets hear 1001 (going away: the web app reconnects, to another process if there is one), and one whose peer
  // does not answer is cut. Added before the websocket plugin's own preClose (which closes them without a code).
  let closing = false;
  app.addHook('preClose', function closeSockets(done) {
    closing = true;
    for (const client of this.websocketServer.clients) client.close(1001, 'server closing');
    setTimeout(() => {
      for (const client of this.websocketServer.clients) client.terminate();
    }, SOCKET_CLOSE_GRACE_MS).unref();
    done();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  // Before every route (it wraps their handlers); no per-message deflate; a command is small.
  await app.register(websocketPlugin, {
    options: { maxPayload: 64 * 1024, perMessageDeflate: false, handleProtocols: chooseProtocol },
  });
  // Once the HTTP server has finished its requests, the jobs stop (their runs under way finish) before the hub leaves.
  app.addHook('onClose', async () => {
    await scheduler.stop();
    await eventLog.settle();
    await hub.stop();
  });
  await app.register(docsPlugin, { publicUrl: deps.publicUrl });

  await app.register(
    async (api) => {
      await api.register(bodyDepthPlugin);
      await api.register(controlCharactersPlugin);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(usersRoutes);
      await api.register(adminRoutes);
      await api.register(accountRoutes);
      await api.register(dataExportRoutes);
      await api.register(catalogRoutes, { prefix: '/catalog' });
      await api.register(jobsRoutes);
      await api.register(proposalsRoutes);
      await api.register(contractsRoutes);
      await api.register(timesheetsRoutes);
      await api.register(disputesRoutes);
      await api.register(reviewsRoutes);
      await api.register(freelancersRoutes);
      await api.register(gigsRoutes);
      await api.register(portfolioRoutes);
      await api.register(walletRoutes);
      await api.register(messagesRoutes);
      await api.register(realtimeRoutes, { hub });
      await api.register(connectionsRoutes);
      await api.register(notificationsRoutes);
      await api.register(timeTrackingRoutes);
      await api.register(dashboardRoutes);
      await api.register(skillsRoutes);
      await api.register(goalsRoutes);
      await api.register(learningRoutes);
      await api.register(launchRoutes, { launchAt: options.launchAt ?? new Date(LAUNCH_DEFAULT_AT) });
      await api.register(healthRoutes);
      await api.register(twoFactorRoutes);
      await api.register(publicPagesRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(uploadsPlugin, { files });
  await app.register(seoRoutes({ publicUrl: app.deps.publicUrl }));
  await app.register(webAppPlugin, {
    root: options.webRoot,
    pageHead: async (pathname, request) => {
      // The HTML of a public profile or job reads the database like its API read: the same limit.
      if (isPublicPagePath(pathname)) await app.limitPublicRead(request);
      return pageHead(app.deps, app.deps.publicUrl, pathname);
    },
  });
  return app;
}

function localStore(dir: string | undefined): FileStore {
  if (!dir) throw new Error('buildApp needs a file store or the folder of a local one');
  return new LocalFileStore(dir);
}

export type App = Awaited<ReturnType<typeof buildApp>>;
