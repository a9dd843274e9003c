import { createHash } from 'node:crypto';
import { canonicalJson } from '@labora/shared/canonical-json';
import { WALLET_LIMITS, WALLET_MESSAGES } from '@labora/shared/wallet';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type Db, withTransaction } from '../db/client.js';
import { idempotencyKeys } from '../db/schema/wallet.js';
import type { AppDeps } from '../deps.js';
import { AppError } from './app-error.js';

/** What a money POST answers: kept with its key and sent again, as it was, to a repeat. */
export interface StoredAnswer {
  statusCode: number;
  body: unknown;
}

const KEY_SHAPE = new RegExp(`^[\\x21-\\x7e]{1,${WALLET_LIMITS.idempotencyKeyMaxLength}}$`);

/**
 * Runs a money operation once per (person, Idempotency-Key), after the request passed validation (so a refused
 * body never spends its key). The key is written first, in the operation's own transaction: a second request with
 * the same key waits on it (PostgreSQL's unique index; PGlite runs one transaction at a time) and then gets the
 * first answer, and nothing moves twice. A business refusal (an AppError, e.g. 'Saldo insuficiente') rolls the
 * operation back and is then kept as the key's answer (a repeat arriving in between runs the operation itself, and
 * still only one of them can move money); an unexpected error keeps nothing. The same key with a different request
 * is refused (IDEMPOTENCY_KEY_REUSED).
 */
async function runIdempotent(
  db: Db,
  input: { userId: string; key: string; request: unknown; now: Date },
  operation: (tx: Db) => Promise<StoredAnswer>,
): Promise<StoredAnswer & { replayed: boolean }> {
  const requestHash = createHash('sha256').update(canonicalJson(input.request)).digest('hex');
  const row = { userId: input.userId, key: input.key, requestHash, createdAt: input.now };
  try {
    return await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(idempotencyKeys)
        .values(row)
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (!inserted.length) return replay(tx as unknown as Db, input, requestHash);
      const answer = await operation(flat(tx as unknown as Db));
      await tx
        .update(idempotencyKeys)
        .set({ statusCode: answer.statusCode, response: answer.body })
        .where(and(eq(idempotencyKeys.userId, input.userId), eq(idempotencyKeys.key, input.key)));
      return { ...answer, replayed: false };
    });
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500 || error.code === 'IDEMPOTENCY_KEY_REUSED') throw error;
    const answer = { statusCode: error.status, body: { code: error.code, message: error.message } };
    const kept = await db
      .insert(idempotencyKeys)
      .values({ ...row, ...answer, response: answer.body })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    // Another request with this key answered in the meantime: its answer is the key's.
    return kept.length ? { ...answer, replayed: false } : replay(db, input, requestHash);
  }
}

/**
 * The transaction, where the operation would open one of its own inside it (`db.transaction`): that would be a
 * savepoint, two statements that buy nothing here, since any error of the operation rolls back the whole
 * transaction, the key's claim with it.
 */
function flat(tx: Db): Db {
  return withTransaction(
    tx,
    (self) => ((callback: (inner: Db) => Promise<unknown>) => callback(self)) as Db['transaction'],
  );
}

/** The answer kept with a key, or IDEMPOTENCY_KEY_REUSED when the key was used for another request. */
async function replay(
  db: Db,
  input: { userId: string; key: string },
  requestHash: string,
): Promise<StoredAnswer & { replayed: boolean }> {
  const [first] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, input.userId), eq(idempotencyKeys.key, input.key)));
  if (!first || first.requestHash !== requestHash || first.statusCode === null) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED', WALLET_MESSAGES.idempotencyKeyReused);
  }
  return { statusCode: first.statusCode, body: first.response, replayed: true };
}

/** The request's Idempotency-Key, or a 400 that says how to send one. */
function idempotencyKeyOf(request: FastifyRequest): string {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || !KEY_SHAPE.test(key)) {
    throw new AppError('IDEMPOTENCY_KEY_REQUIRED', WALLET_MESSAGES.idempotencyKeyRequired);
  }
  return key;
}

/**
 * A route's money operation under the caller's Idempotency-Key: the answer (first or repeated) is sent with
 * its status; a repeat carries `Idempotent-Replayed: true`.
 */
export async function sendIdempotent(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: string,
  operation: (tx: Db) => Promise<StoredAnswer>,
) {
  const key = idempotencyKeyOf(request);
  const answer = await runIdempotent(
    deps.db,
    {
      userId,
      key,
      request: { method: request.method, path: request.routeOptions.url, params: request.params, body: request.body },
      now: deps.clock.now(),
    },
    operation,
  );
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(answer.statusCode).send(answer.body);
}

/** Keys older than WALLET_LIMITS.idempotencyKeyHours go (the API promises 24 h). */
export async function forgetOldIdempotencyKeys(db: Db, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - WALLET_LIMITS.idempotencyKeyHours * 3600_000);
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff));
}

/** Documents the header every money POST needs (checked by lib/idempotency.ts after the body is valid). */
export const ZIdempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .describe('Required: a unique key per operation (e.g. a UUID); a repeat with the same key moves nothing'),
});
