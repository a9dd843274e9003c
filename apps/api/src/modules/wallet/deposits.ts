import { isValidCreditCard } from '@brazilian-utils/brazilian-utils/is-valid-credit-card';
import { type TDeposit, WALLET_MESSAGES, type ZCreateDepositRequest } from '@labora/shared/wallet';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import type { UserRow } from '../../db/schema/users.js';
import { type DepositRow, deposits } from '../../db/schema/wallet.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { recordEvent } from '../../lib/event-log.js';
import { EXTERNAL, walletOf } from './accounts.js';
import { postTransfers } from './ledger.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'payments'>;

const DEPOSIT_LABELS = { pix: 'PIX', card: 'cartão', bank: 'transferência bancária' } as const;

async function toDeposit(deps: Deps, row: DepositRow): Promise<TDeposit> {
  const pix =
    row.method === 'pix' && row.status === 'pending'
      ? await deps.payments.pixInstructions({ id: row.id, amountCents: row.amountCents })
      : null;
  return {
    id: row.id,
    amountCents: row.amountCents,
    method: row.method,
    status: row.status,
    contractId: row.contractId,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    pix,
    bankReference: row.bankReference,
    cardLast4: row.cardLast4,
  };
}

/**
 * 'Adicionar saldo' (and the money of a contract's payment by PIX, card or bank): a deposit through the provider.
 * A card is charged at once (the money is in the wallet when this answers); PIX and bank wait for confirmation.
 */
export async function createDeposit(
  deps: Deps,
  input: { actor: UserRow; request: z.output<typeof ZCreateDepositRequest>; contractId?: string },
): Promise<TDeposit> {
  const { request } = input;
  if (request.method === 'card' && !(request.cardNumber && isValidCreditCard(request.cardNumber))) {
    throw new AppError('BAD_REQUEST', WALLET_MESSAGES.cardNumberInvalid);
  }
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(deposits)
      .values({
        userId: input.actor.id,
        method: request.method,
        amountCents: request.amountCents,
        contractId: input.contractId ?? null,
        createdAt: now,
      })
      .returning();
    if (!created) throw new Error('deposit not inserted');
    const started = await deps.payments.startDeposit({ ...created, cardNumber: request.cardNumber });
    const [updated] = await tx
      .update(deposits)
      .set({ cardLast4: started.cardLast4 ?? null, bankReference: started.bankReference ?? null })
      .where(eq(deposits.id, created.id))
      .returning();
    if (started.settled) return completeDepositIn(tx, created.id, now);
    return updated ?? created;
  });
  return toDeposit(deps, row);
}

/**
 * The provider confirmed a deposit: the money enters the wallet ('deposit' transfer from the rail's outside
 * account). Once only: the deposit row is locked and must still be pending.
 */
async function completeDepositIn(tx: Executor, depositId: string, now: Date): Promise<DepositRow> {
  const [deposit] = await tx.select().from(deposits).where(eq(deposits.id, depositId)).for('update');
  if (!deposit) throw new AppError('NOT_FOUND', WALLET_MESSAGES.depositNotFound);
  if (deposit.status !== 'pending') throw new AppError('CONFLICT', WALLET_MESSAGES.depositNotPending);
  const card = deposit.cardLast4 ? ` final ${deposit.cardLast4}` : '';
  await postTransfers(
    tx,
    [
      {
        kind: 'deposit',
        from: EXTERNAL[deposit.method],
        to: walletOf(deposit.userId),
        amountCents: deposit.amountCents,
        description: `Depósito via ${DEPOSIT_LABELS[deposit.method]}${card}`,
        depositId: deposit.id,
      },
    ],
    now,
  );
  const [completed] = await tx
    .update(deposits)
    .set({ status: 'completed', completedAt: now })
    .where(eq(deposits.id, deposit.id))
    .returning();
  // A contract's payment: once this commits, the contracts module pays the contract from the wallet if it still
  // awaits payment (paid meanwhile another way, or cancelled: the money stays in the wallet).
  recordEvent(tx, {
    type: 'deposit.confirmed',
    audience: [deposit.userId],
    actorId: deposit.userId,
    data: { depositId: deposit.id, amountCents: deposit.amountCents, contractId: deposit.contractId },
  });
  return completed ?? deposit;
}

/** The sandbox's 'Simular confirmação' (and its worker after a few seconds): the owner's pending deposit is paid. */
export async function confirmDeposit(deps: Deps, input: { actor: UserRow | null; id: string }): Promise<TDeposit> {
  if (!deps.payments.sandbox) throw new AppError('NOT_FOUND', WALLET_MESSAGES.notSandbox);
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const [deposit] = await tx.select({ userId: deposits.userId }).from(deposits).where(eq(deposits.id, input.id));
    if (!deposit || (input.actor && deposit.userId !== input.actor.id)) {
      throw new AppError('NOT_FOUND', WALLET_MESSAGES.depositNotFound);
    }
    return completeDepositIn(tx, input.id, now);
  });
  return toDeposit(deps, row);
}

/** One of the caller's deposits (a screen waits on a PIX one). */
export async function getDeposit(deps: Deps, input: { actor: UserRow; id: string }): Promise<TDeposit> {
  const [row] = await deps.db
    .select()
    .from(deposits)
    .where(and(eq(deposits.id, input.id), eq(deposits.userId, input.actor.id)));
  if (!row) throw new AppError('NOT_FOUND', WALLET_MESSAGES.depositNotFound);
  return toDeposit(deps, row);
}

/** Sandbox: PIX and bank deposits waiting longer than `olderThan` are confirmed, a few at a time. */
export async function confirmWaitingDeposits(deps: Deps, olderThan: Date): Promise<number> {
  const waiting = await deps.db
    .select({ id: deposits.id })
    .from(deposits)
    .where(and(eq(deposits.status, 'pending'), sql`${deposits.createdAt} <= ${olderThan}`))
    .limit(50);
  let confirmed = 0;
  for (const { id } of waiting) {
    try {
      await confirmDeposit(deps, { actor: null, id });
      confirmed++;
    } catch (error) {
      // Confirmed meanwhile by its button: nothing to do.
      if (!(error instanceof AppError)) throw error;
    }
  }
  return confirmed;
}
