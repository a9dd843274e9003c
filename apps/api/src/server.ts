import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app.js';
import { type Config, ConfigError, isLoopbackHost, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { scheduleMaintenance } from './db/maintenance.js';
import { runMigrations } from './db/migrate.js';
import { AdminAccountError, ensureAdmin } from './db/seed/admin.js';
import { ensureCities } from './db/seed/cities.js';
import { demoAdminKeepsDemoPassword, seedDemo } from './db/seed/demo.js';
import { systemClock } from './lib/clock.js';
import { createMailer } from './lib/mailer.js';
import { pruneRateLimits } from './lib/rate-limit.js';
import { releaseOverdueDeliveries, remindUnansweredDeliveries } from './modules/contracts/service.js';
import { startNotificationMailer } from './modules/notifications/service.js';
import { startSettlementWorker } from './modules/wallet/service.js';

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
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await runMigrations(database);

  const log = pino({ level: 'info' });
  const app = await buildApp({
    db: database.db,
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log }),
    loggerInstance: log,
    uploadsDir: path.join(config.dataDir, 'uploads'),
    rateLimitFactor: config.rateLimitFactor,
    publicUrl: config.publicUrl,
    altchaHmacKey: config.altchaHmacKey,
    trustProxy: config.trustProxy,
    bus: database.bus,
  });

  for (const warning of config.warnings) app.log.warn(warning);
  await pruneRateLimits(database.db, systemClock);
  if (await ensureCities(database.db)) app.log.info('cities loaded from the IBGE list');
  // The environment's admin first, then the demo, which is seeded around it on a first start.
  if (config.admin) {
    const result = await ensureAdmin(database.db, config.admin);
    app.log.info({ email: config.admin.email }, `admin account ${result}`);
  }
  if (config.seedDemo) {
    const seeded = await seedDemo(
      { db: database.db, uploadsDir: path.join(config.dataDir, 'uploads') },
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
  scheduleMaintenance(database, app.log);
  const stopSettlement = startSettlementWorker(app.deps, app.log, [
    (now) => releaseOverdueDeliveries(app.deps, now),
    (now) => remindUnansweredDeliveries(app.deps, now),
  ]);
  const stopNotificationMails = startNotificationMailer(app.deps, app.log);

  const close = async () => {
    await stopSettlement();
    await stopNotificationMails();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  // Started by a test or bench with an IPC channel: stop when that parent goes, even if it was killed.
  if (process.send) process.once('disconnect', close);

  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, dataDir: config.dataDir, mail: config.smtpUrl ? 'smtp' : 'outbox' },
    `Labora listening on ${address}`,
  );
}

main().catch((error) => {
  // A refusal the operator must act on is one line, like a bad variable; anything else with its stack.
  console.error(error instanceof AdminAccountError ? error.message : error);
  process.exit(1);
});
