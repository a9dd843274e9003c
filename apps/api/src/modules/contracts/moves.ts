import { CONTRACT_MESSAGES, type TContractActionRequest } from '@labora/shared/contracts';
import { brazilDate } from '@labora/shared/jobs';
import { TIMESHEET_MESSAGES } from '@labora/shared/timesheets';
import {
  type TContractPaymentResponse,
  type TReleaseResponse,
  WALLET_MESSAGES,
  type ZContractPaymentRequest,
} from '@labora/shared/wallet';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { refreshStatsOf } from '../../db/people-stats.js';
import { type ContractRow, contractDeliveries, contracts } from '../../db/schema/contracts.js';
import type { UserRow } from '../../db/schema/users.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { stopClocksOnContract } from '../time-tracking/service.js';
import { isHourly, settleHoursOnConclusionIn } from '../timesheets/service.js';
import {
  awaitsPayment,
  fundEscrowIfCovered,
  payContractIn,
  refundEscrowIn,
  releaseEscrowIn,
} from '../wallet/service.js';
import { postContractEvent, recordProgress } from './contract-messages.js';
import { type ContractRole, refusalOf, TRANSITIONS } from './transitions.js';

// How a contract moves, and its money with it: each move locks the contract's row first.

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type WalletDeps = Pick<AppDeps, 'db' | 'clock' | 'payments'>;
type Released = { releasedCents: number; feeCents: number; escrowCents: number };

export function roleOf(actor: UserRow, contract: ContractRow): ContractRole | null {
  if (contract.clientId === actor.id) return 'client';
  if (contract.freelancerId === actor.id) return 'freelancer';
  return null;
}

/** Locks a contract for a move and tells the caller's side; 404 unknown, 403 not a party. */
export async function lockContract(
  tx: Executor,
  actor: UserRow,
  id: string,
): Promise<{ contract: ContractRow; role: ContractRole }> {
  const [contract] = await tx.select().from(contracts).where(eq(contracts.id, id)).for('update');
  if (!contract) throw new AppError('NOT_FOUND', CONTRACT_MESSAGES.notFound);
  const role = roleOf(actor, contract);
  if (!role) throw new AppError('FORBIDDEN', CONTRACT_MESSAGES.forbidden);
  return { contract, role };
}

/**
 * Applies one move of TRANSITIONS under a row lock, so two moves at once cannot both pass the check. The money
 * follows the move in the same transaction: 'start' needs the escrow funded, 'conclude' releases what the escrow
 * still holds to the freelancer (less Labora's fee), 'cancel' refunds it to the client. Answers what was released.
 */
export async function moveContract(
  tx: Executor,
  input: { actor: UserRow; id: string; request: TContractActionRequest; now: Date },
): Promise<Released | null> {
  const { action } = input.request;
  const { now } = input;
  const { contract, role } = await lockContract(tx, input.actor, input.id);
  const refusal = refusalOf(action, role, contract.status);
  if (refusal) throw new AppError(refusal.code, refusal.message);
  if (action === 'conclude' && contract.disputeId) throw new AppError('DISPUTE_OPEN', CONTRACT_MESSAGES.disputeOpen);
  if (action === 'start' && !contract.fundedAt) {
    throw new AppError('CONTRACT_NOT_FUNDED', WALLET_MESSAGES.contractNotFunded);
  }
  const changes: Partial<ContractRow> = { status: TRANSITIONS[action].to, updatedAt: now };
  if (action === 'start') changes.startDate = brazilDate(now);
  if (input.request.action === 'progress') changes.progress = input.request.progress;
  if (action === 'conclude') {
    const released = await concludeLocked(tx, contract, now);
    await postContractEvent(tx, contract, { kind: 'releasedFull', releasedCents: released.releasedCents }, now);
    return released;
  }
  if (action === 'cancel') {
    const refundedCents = await refundEscrowIn(tx, { contract, now });
    await postContractEvent(tx, contract, { kind: 'cancelled', refundedCents }, now, input.actor.id);
  }
  if (action === 'start') await postContractEvent(tx, contract, { kind: 'started' }, now);
  if (input.request.action === 'progress') recordProgress(tx, contract, input.request.progress, input.actor.id);
  await tx.update(contracts).set(changes).where(eq(contracts.id, input.id));
  return null;
}

/**
 * Concludes a contract its caller has locked: the escrow's rest goes to the freelancer (less Labora's fee), a
 * waiting delivery counts as accepted, and the freelancer's completed contracts are counted again.
 */
export async function concludeLocked(
  tx: Executor,
  contract: ContractRow,
  now: Date,
  /** A dispute's decision or an agreement gives the freelancer the whole escrow, hourly or not. */
  options: { wholeEscrow?: boolean } = {},
): Promise<Released> {
  await stopClocksOnContract(tx, contract.id, now);
  // An hourly contract pays its hours (timesheets: the weeks close and are approved) and refunds the rest.
  const released =
    isHourly(contract) && !options.wholeEscrow
      ? { ...(await settleHoursOnConclusionIn(tx, contract, now)), escrowCents: 0 }
      : await releaseEscrowIn(tx, { contract, amountCents: null, now });
  await tx
    .update(contractDeliveries)
    .set({ status: 'accepted', answeredAt: now })
    .where(and(eq(contractDeliveries.contractId, contract.id), eq(contractDeliveries.status, 'pending')));
  await tx
    .update(contracts)
    .set({ status: 'concluido', progress: 100, concludedAt: now, updatedAt: now })
    .where(eq(contracts.id, contract.id));
  // The freelancer's completed contracts, kept on their row (db/people-stats.ts).
  await refreshStatsOf(tx, [contract.freelancerId], now);
  return released;
}

/**
 * The escrow now holds the contract's value (the wallet moved it): the contract records it, says so in its
 * conversation and tells the freelancer. The caller holds the contract's lock.
 */
export async function markFunded(tx: Executor, contract: ContractRow, now: Date): Promise<void> {
  await tx.update(contracts).set({ fundedAt: now, updatedAt: now }).where(eq(contracts.id, contract.id));
  await postContractEvent(tx, contract, { kind: 'funded', amountCents: contract.valueCents }, now, contract.clientId);
}

/**
 * A deposit made to pay this contract was confirmed after the request that made it (PIX, a bank transfer): the
 * money is in the client's wallet, and pays the contract now if it still awaits payment (the event log's contracts
 * consumer; it may run twice, so it checks under the lock). Spent meanwhile, or paid another way: it stays there.
 */
export async function payFromConfirmedDeposit(
  deps: Deps,
  input: { contractId: string; clientId: string },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [contract] = await tx.select().from(contracts).where(eq(contracts.id, input.contractId)).for('update');
    if (!contract || contract.clientId !== input.clientId || !awaitsPayment(contract)) return;
    const now = deps.clock.now();
    if (!(await fundEscrowIfCovered(tx, contract, now))) return;
    await markFunded(tx, contract, now);
  });
}

/** 'Realizar Pagamento': only the client, only while the contract awaits payment (wallet/service.ts moves the money). */
export async function payContract(
  deps: WalletDeps,
  input: { actor: UserRow; id: string; request: z.output<typeof ZContractPaymentRequest> },
): Promise<TContractPaymentResponse> {
  return deps.db.transaction(async (tx) => {
    const { contract, role } = await lockContract(tx, input.actor, input.id);
    if (role !== 'client') throw new AppError('FORBIDDEN', WALLET_MESSAGES.onlyClientPays);
    if (contract.fundedAt) throw new AppError('CONTRACT_PAYMENT_STATE', WALLET_MESSAGES.contractAlreadyPaid);
    if (!awaitsPayment(contract)) {
      throw new AppError('CONTRACT_PAYMENT_STATE', WALLET_MESSAGES.contractNotAwaitingPayment);
    }
    const paid = await payContractIn({ ...deps, db: tx }, { actor: input.actor, contract, request: input.request });
    if (paid.fundedAt) await markFunded(tx, contract, paid.fundedAt);
    return {
      message: paid.fundedAt ? WALLET_MESSAGES.paid : WALLET_MESSAGES.paymentPending,
      contractId: contract.id,
      fundedAt: paid.fundedAt?.toISOString() ?? null,
      deposit: paid.deposit,
    };
  });
}

/**
 * The client releases part of the escrow while the work goes on (a stage), or all of it with no amount, which
 * concludes the contract like 'conclude'; so does a stage that leaves the escrow empty.
 */
export async function releaseContract(
  deps: Deps,
  input: { actor: UserRow; id: string; amountCents: number | undefined },
): Promise<TReleaseResponse> {
  const now = deps.clock.now();
  if (input.amountCents === undefined) {
    const request = { action: 'conclude' } as const;
    const released = await deps.db.transaction((tx) => moveContract(tx, { ...input, request, now }));
    return {
      message: WALLET_MESSAGES.released,
      contractId: input.id,
      ...(released ?? { releasedCents: 0, feeCents: 0, escrowCents: 0 }),
    };
  }
  const amountCents = input.amountCents;
  return deps.db.transaction(async (tx) => {
    const { contract, role } = await lockContract(tx, input.actor, input.id);
    if (role !== 'client') throw new AppError('FORBIDDEN', WALLET_MESSAGES.onlyClientReleases);
    if (contract.status !== 'em_andamento')
      throw new AppError('CONTRACT_PAYMENT_STATE', WALLET_MESSAGES.releaseNotAllowed);
    if (contract.disputeId) throw new AppError('DISPUTE_OPEN', CONTRACT_MESSAGES.disputeOpen);
    if (isHourly(contract)) throw new AppError('CONTRACT_PAYMENT_STATE', TIMESHEET_MESSAGES.hourlyReleaseNotAllowed);
    const moved = await releaseEscrowIn(tx, { contract, amountCents, now });
    if (moved.escrowCents === 0) {
      // The stage released everything left: the contract concludes, as a release without an amount does.
      await concludeLocked(tx, contract, now);
      await postContractEvent(tx, contract, { kind: 'releasedFull', releasedCents: moved.releasedCents }, now);
    } else if (moved.releasedCents > 0) {
      const { releasedCents, escrowCents } = moved;
      await postContractEvent(tx, contract, { kind: 'releasedPartial', releasedCents, escrowCents }, now);
    }
    return { message: WALLET_MESSAGES.released, contractId: contract.id, ...moved };
  });
}
