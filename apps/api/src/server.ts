import pino from 'pino';
import { buildApp } from './app.js';
import { type Config, ConfigError, isLoopbackHost, loadConfig } from './config.js';
import { startBackupListener } from './db/backup-snapshot.js';
import { openDatabase } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { AdminAccountError, ensureAdmin } from './db/seed/admin.js';
import { ensureCities } from './db/seed/cities.js';
import { demoAdminKeepsDemoPassword, seedDemo } from './db/seed/demo.js';
import { clearStaleStaging, createFileStores } from './lib/file-store/index.js';
import { createMailer } from './lib/mailer.js';
import { createSmsProvider } from './lib/sms-provider.js';

/** How long a SIGTERM gives the requests under way, the sockets and the jobs before the process exits anyway. */
const CLOSE_TIMEOUT_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      for (const line of error.lines) console.error(line);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    readUrl: config.databaseReadUrl,
    dataDir: config.dataDir,
  });
  const log = pino({ level: 'info' });
  // `npm run backup` asks the process that owns the embedded database for a copy (db/backup-snapshot.ts): from the
  // moment it owns the files, so the command never opens them beside a server that is starting.
  const closeBackupListener =
    database.kind === 'pglite' ? await startBackupListener({ dataDir: config.dataDir, database, log }) : async () => {};
  await runMigrations(database);

  const { files, exportFiles } = createFileStores(config.files, config.dataDir);
  const leftovers = await clearStaleStaging([files, exportFiles], new Date());
  if (leftovers) log.info({ files: leftovers }, 'removed staged files left by an earlier process');
  const app = await buildApp({
    db: database.db,
    readDb: database.readDb,
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log }),
    sms: createSmsProvider({ sms: config.sms, dataDir: config.dataDir, log }),
    loggerInstance: log,
    files,
    exportFiles,
    rateLimitFactor: config.rateLimitFactor,
    eventDeliveryDelayMs: config.eventDeliveryDelayMs,
    publicUrl: config.publicUrl,
    altchaHmacKey: config.altchaHmacKey,
    trustProxy: config.trustProxy,
    launchAt: config.launchAt,
    bus: database.bus,
    database,
  });

  for (const warning of config.warnings) app.log.warn(warning);
  if (await ensureCities(database.db)) app.log.info('cities loaded from the IBGE list');
  // The environment's admin first, then the demo, which is seeded around it on a first start.
  if (config.admin) {
    const result = await ensureAdmin(database.db, config.admin);
    app.log.info({ email: config.admin.email }, `admin account ${result}`);
  }
  if (config.seedDemo) {
    const seeded = await seedDemo(
      { db: database.db, files },
      { ensuredEmails: config.admin ? [config.admin.email] : [] },
    );
    if (seeded) app.log.info(seeded, 'first start: demo accounts and marketplace seeded');
  }
  // A database seeded on 127.0.0.1 and later served to the network keeps the password everyone knows.
  if (!isLoopbackHost(config.host) && (await demoAdminKeepsDemoPassword(database.db))) {
    app.log.warn(
      'admin@labora.dev still has the demo password published in the README and is reachable from other machines: ' +
        'change its password or delete the demo accounts',
    );
  }

  // What was committed but not delivered when the last process stopped (PGlite has no other process holding a lease).
  if (database.kind === 'pglite') await app.events.expireLeases();
  while ((await app.events.redeliver()) > 0);

  // SIGTERM (an orchestrator, `docker stop`), SIGINT (Ctrl-C), or the end of a parent's IPC channel: no new
  // connections, the requests under way answered, sockets told, jobs finished, the database closed, exit 0. Past
  // CLOSE_TIMEOUT_MS something hangs: exit 1 rather than be killed without a word.
  let closing = false;
  const close = (reason: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ reason }, 'closing: finishing the requests under way');
    setTimeout(() => {
      app.log.error(`not closed within ${CLOSE_TIMEOUT_MS / 1000} s: exiting`);
      process.exit(1);
    }, CLOSE_TIMEOUT_MS).unref();
    app
      .close()
      .then(() => closeBackupListener())
      .then(() => database.close())
      .then(
        () => {
          app.log.info('closed');
          process.exit(0);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'close failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => close('SIGINT'));
  process.on('SIGTERM', () => close('SIGTERM'));
  // Started by a test or bench with an IPC channel: stop when that parent goes, even if it was killed.
  if (process.send) process.once('disconnect', () => close('parent gone'));

  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database: database.kind,
      readReplica: Boolean(config.databaseReadUrl),
      dataDir: config.dataDir,
      files: config.files.kind === 's3' ? `s3://${config.files.bucket}/${config.files.prefix}` : 'local',
      mail: config.smtpUrl ? 'smtp' : 'outbox',
    },
    `Labora listening on ${address}`,
  );
  app.scheduler.start();
}

main().catch((error) => {
  // A refusal the operator must act on is one line, like a bad variable; anything else with its stack.
  console.error(error instanceof AdminAccountError ? error.message : error);
  process.exit(1);
});
