import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { DATA_EXPORT_LIMITS, DATA_EXPORT_MESSAGES, type TDataExport } from '@labora/shared/data-export';
import { and, desc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { type DataExportRow, dataExports } from '../../db/schema/data-exports.js';
import { type UserRow, users } from '../../db/schema/users.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { sha256 } from '../../lib/tokens.js';
import { writeArchive } from './archive.js';
import { dataExportReadyMail } from './mail.js';

/**
 * 'Baixar meus dados' (LGPD art. 18, II). A request is a row; the `data-exports.build` job (jobs.ts) writes the ZIP
 * into the export store (DATA_DIR/exports or the bucket's exports/) and mails a link with a secret valid 24 hours; `data-exports.expire` deletes the file then.
 * Built by a scheduled job, not by an event-log consumer: consumers run before the request answers and are
 * retried in bulk, while a copy may take seconds to minutes and needs a lease of its own.
 */

type BuildDeps = Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'publicUrl' | 'files' | 'exportFiles' | 'log'>;

/** A builder owns a row this long; a process that died mid-build leaves it to be taken again after. */
const BUILD_LEASE_MS = 10 * 60_000;
/** Builds tried before the request is 'failed' (the person may ask again). */
const MAX_ATTEMPTS = 3;
/** A failed build waits this long before the next try. */
const RETRY_AFTER_MS = 60_000;
/** Requests built per run of the job: the next run takes the rest. */
const BUILDS_PER_RUN = 5;
/** Rows of expired and failed requests are kept this long for the person's list, then dropped. */
const KEEP_ROWS_MS = 30 * 24 * 60 * 60_000;

const zipName = (id: string) => `${id}.zip`;

function view(row: DataExportRow): TDataExport {
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    sizeBytes: row.sizeBytes,
  };
}

/**
 * POST /api/users/me/data-export: a new request, or the one still being prepared. At most 3 a day per person,
 * counted from the rows themselves under the person's row lock, so two requests at once cannot both pass.
 */
export async function requestDataExport(
  deps: Pick<AppDeps, 'db' | 'clock' | 'rateLimitFactor'>,
  input: { actor: UserRow },
): Promise<{ created: boolean; dataExport: TDataExport }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.actor.id)).for('update');
    const [pending] = await tx
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.userId, input.actor.id), eq(dataExports.status, 'pending')))
      .limit(1);
    if (pending) return { created: false, dataExport: view(pending) };
    const windowStart = new Date(now.getTime() - DATA_EXPORT_LIMITS.windowMs);
    const recent = await tx
      .select({ createdAt: dataExports.createdAt })
      .from(dataExports)
      .where(and(eq(dataExports.userId, input.actor.id), gte(dataExports.createdAt, windowStart)))
      .orderBy(dataExports.createdAt);
    const [oldest] = recent;
    if (oldest && recent.length >= DATA_EXPORT_LIMITS.perWindow * deps.rateLimitFactor) {
      const retryAfterMs = oldest.createdAt.getTime() + DATA_EXPORT_LIMITS.windowMs - now.getTime();
      throw new AppError('TOO_MANY_REQUESTS', DATA_EXPORT_MESSAGES.rateLimited, {
        'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
      });
    }
    const [row] = await tx.insert(dataExports).values({ userId: input.actor.id, createdAt: now }).returning();
    if (!row) throw new Error('data export not inserted');
    return { created: true, dataExport: view(row) };
  });
}

/** GET /api/users/me/data-exports: the person's requests, newest first. */
export async function listDataExports(
  deps: Pick<AppDeps, 'db'>,
  input: { actor: UserRow },
): Promise<{ items: TDataExport[] }> {
  const rows = await deps.db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, input.actor.id))
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
    .limit(10);
  return { items: rows.map(view) };
}

function tokenMatches(token: string, hash: string | null): boolean {
  if (hash === null) return false;
  return timingSafeEqual(Buffer.from(sha256(token), 'hex'), Buffer.from(hash, 'hex'));
}

/**
 * GET /api/data-exports/:id/download. The e-mailed link carries the secret and is opened in a browser without a
 * bearer; a signed-in person's own export needs no secret (the card's 'Baixar'). With a bearer the export must be
 * theirs, and a secret given must be right too: a stolen link is no use inside someone else's session. Every
 * refusal is the same 404, so an id alone tells nothing; past its 24 hours, 410.
 */
export async function openDataExportDownload(
  deps: Pick<AppDeps, 'db' | 'clock' | 'exportFiles'>,
  input: { id: string; token: string | undefined; actor: UserRow | null },
): Promise<{ key: string; fileName: string; size: number }> {
  const [row] = await deps.db.select().from(dataExports).where(eq(dataExports.id, input.id));
  const notFound = new AppError('NOT_FOUND', DATA_EXPORT_MESSAGES.notFound);
  if (!row) throw notFound;
  if (input.actor && input.actor.id !== row.userId) throw notFound;
  if (input.token !== undefined ? !tokenMatches(input.token, row.tokenHash) : !input.actor) throw notFound;
  const now = deps.clock.now();
  if (row.status === 'expired' || (row.expiresAt && row.expiresAt <= now)) {
    throw new AppError('DATA_EXPORT_EXPIRED', DATA_EXPORT_MESSAGES.expired);
  }
  if (row.status !== 'ready' || !row.fileName || row.sizeBytes === null) throw notFound;
  const day = (row.readyAt ?? row.createdAt).toISOString().slice(0, 10);
  return {
    key: path.basename(row.fileName),
    fileName: `labora-meus-dados-${day}.zip`,
    size: row.sizeBytes,
  };
}

/** Takes one pending request under a lease (FOR UPDATE SKIP LOCKED: processes share the queue, none builds twice). */
async function claimPending(deps: Pick<AppDeps, 'db'>, now: Date): Promise<DataExportRow | undefined> {
  const leaseUntil = new Date(now.getTime() + BUILD_LEASE_MS);
  const [claimed] = await queryRows<{ id: string }>(
    deps.db,
    sql`update data_exports set claimed_until = ${leaseUntil.toISOString()}, attempts = attempts + 1
        where id = (
          select id from data_exports
          where status = 'pending' and (claimed_until is null or claimed_until <= ${now.toISOString()})
          order by created_at limit 1 for update skip locked)
        returning id`,
  );
  if (!claimed) return undefined;
  const [row] = await deps.db.select().from(dataExports).where(eq(dataExports.id, claimed.id));
  return row;
}

/** The `data-exports.build` job: writes pending copies and mails their links. Answers how many it finished. */
export async function buildPendingDataExports(deps: BuildDeps, now: Date): Promise<{ built: number; failed: number }> {
  let built = 0;
  let failed = 0;
  for (let i = 0; i < BUILDS_PER_RUN; i += 1) {
    const row = await claimPending(deps, now);
    if (!row) break;
    if (await buildOne(deps, row)) built += 1;
    else if (row.attempts >= MAX_ATTEMPTS) failed += 1;
  }
  return { built, failed };
}

async function buildOne(deps: BuildDeps, row: DataExportRow): Promise<boolean> {
  const fileName = zipName(row.id);
  // Built on this process's disk, then moved into the store whole: a half-written copy is never offered.
  await mkdir(deps.exportFiles.stagingDir, { recursive: true });
  const target = path.join(deps.exportFiles.stagingDir, `${fileName}.partial`);
  try {
    const size = await writeArchive({
      db: deps.db,
      files: deps.files,
      userId: row.userId,
      now: deps.clock.now(),
      target,
    });
    await deps.exportFiles.putFile(fileName, target, 'application/zip');
    const token = randomBytes(32).toString('base64url');
    const readyAt = deps.clock.now();
    const expiresAt = new Date(readyAt.getTime() + DATA_EXPORT_LIMITS.linkValidMs);
    const [done] = await deps.db
      .update(dataExports)
      .set({ status: 'ready', tokenHash: sha256(token), fileName, sizeBytes: size, readyAt, expiresAt })
      .where(and(eq(dataExports.id, row.id), eq(dataExports.status, 'pending')))
      .returning({ id: dataExports.id });
    // The account was deleted meanwhile (the row went with it): the file goes too.
    if (!done) {
      await deps.exportFiles.remove([fileName]);
      return false;
    }
    await mailLink(deps, row, token, expiresAt);
    return true;
  } catch (error) {
    deps.log.error({ err: error, dataExportId: row.id }, 'data export not built');
    await rm(target, { force: true }).catch(() => {});
    await deps.exportFiles.remove([fileName]).catch(() => {});
    await deps.db
      .update(dataExports)
      .set({
        // Tried again after a pause, not at once by the same run.
        claimedUntil: new Date(deps.clock.now().getTime() + RETRY_AFTER_MS),
        ...(row.attempts >= MAX_ATTEMPTS ? { status: 'failed' as const } : {}),
      })
      .where(and(eq(dataExports.id, row.id), eq(dataExports.status, 'pending')));
    return false;
  }
}

/** The copy is ready whatever happens to the mail: the card in Configurações offers it too. */
async function mailLink(deps: BuildDeps, row: DataExportRow, token: string, expiresAt: Date): Promise<void> {
  const [person] = await deps.db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, row.userId));
  if (!person) return;
  const link = `${deps.publicUrl.replace(/\/$/, '')}/api/data-exports/${row.id}/download?token=${token}`;
  await deps.mailer
    .send(dataExportReadyMail({ to: person.email, firstName: person.firstName, link, expiresAt }))
    .catch((error: unknown) => deps.log.error({ err: error, dataExportId: row.id }, 'data export mail not sent'));
}

/**
 * The `data-exports.expire` job: ready copies past their 24 hours become 'expired' and their files go; rows of
 * old expired and failed requests are dropped. The update claims each row once, so processes never race.
 */
export async function expireDataExports(
  deps: Pick<AppDeps, 'db' | 'exportFiles' | 'log'>,
  now: Date,
): Promise<{ expired: number; dropped: number }> {
  const expired = await deps.db
    .update(dataExports)
    .set({ status: 'expired', tokenHash: null })
    .where(and(eq(dataExports.status, 'ready'), lte(dataExports.expiresAt, now)))
    .returning({ fileName: dataExports.fileName });
  await removeDataExportFiles(
    deps,
    expired.flatMap((row) => (row.fileName ? [row.fileName] : [])),
  );
  const dropped = await deps.db
    .delete(dataExports)
    .where(
      and(
        inArray(dataExports.status, ['expired', 'failed']),
        lte(dataExports.createdAt, new Date(now.getTime() - KEEP_ROWS_MS)),
      ),
    )
    .returning({ id: dataExports.id });
  return { expired: expired.length, dropped: dropped.length };
}

/** The ZIP files of a person's copies, read in the transaction that deletes the account (the rows cascade). */
export async function dataExportFilesOf(tx: Executor, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ fileName: dataExports.fileName })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), isNotNull(dataExports.fileName)));
  return rows.flatMap((row) => (row.fileName ? [row.fileName] : []));
}

/** Deletes copies' files; a leftover is logged (its row is gone or expired: nothing offers it any more). */
export async function removeDataExportFiles(
  deps: Pick<AppDeps, 'exportFiles' | 'log'>,
  fileNames: readonly string[],
): Promise<void> {
  for (const fileName of fileNames) {
    await deps.exportFiles
      .remove([path.basename(fileName)])
      .catch((error: unknown) => deps.log.error({ err: error, fileName }, 'data export file not removed'));
  }
}
