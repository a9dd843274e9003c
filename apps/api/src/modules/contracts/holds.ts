import { CONTRACT_MESSAGES } from '@labora/shared/contracts';
import { DISPUTE_MESSAGES } from '@labora/shared/disputes';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { type ContractRow, contracts } from '../../db/schema/contracts.js';
import type { UserRow } from '../../db/schema/users.js';
import { AppError } from '../../lib/app-error.js';
import { stopClocksOnContract } from '../time-tracking/service.js';
import { voidOpenStatementsIn } from '../timesheets/service.js';
import { escrowBalance, refundEscrowIn, releaseEscrowIn } from '../wallet/service.js';
import { postContractEvent } from './contract-messages.js';
import { concludeLocked, lockContract } from './moves.js';
import type { ContractRole } from './transitions.js';

// Ending a started contract other than by its normal moves: a dispute freezes its escrow (contracts.dispute_id), and
// an agreement or a final decision splits it. The disputes module decides; only this module writes contract state.

export interface LockedForResolution {
  contract: ContractRow;
  /** The caller's side, or null for staff and for Labora's clock. */
  role: ContractRole | null;
  escrowCents: number;
}

/**
 * Takes the contract's row lock (every move of its money takes it first, so a release and a dispute's opening
 * cannot both pass) and reads what its escrow holds. With an actor, only its two sides pass (404/403 like the
 * contract); without one (staff, the deadlines job) anyone. `skipLocked`: null when another transaction holds it.
 */
export async function lockContractForResolution(
  tx: Executor,
  input: { id: string; actor?: UserRow; skipLocked?: boolean },
): Promise<LockedForResolution | null> {
  let contract: ContractRow | undefined;
  let role: ContractRole | null = null;
  if (input.actor) {
    ({ contract, role } = await lockContract(tx, input.actor, input.id));
  } else {
    [contract] = await tx
      .select()
      .from(contracts)
      .where(eq(contracts.id, input.id))
      .for('update', input.skipLocked ? { skipLocked: true } : undefined);
    if (!contract) {
      if (input.skipLocked) return null;
      throw new AppError('NOT_FOUND', CONTRACT_MESSAGES.notFound);
    }
    role = null;
  }
  return { contract, role, escrowCents: await escrowBalance(tx, contract.id) };
}

/**
 * 'Abrir disputa': the contract must be in progress with money in escrow and no dispute open; it records the
 * dispute that now freezes the escrow and says so in its conversation. Answers the locked contract.
 */
export async function holdForDispute(
  tx: Executor,
  input: { actor: UserRow; id: string; disputeId: string; now: Date },
): Promise<LockedForResolution & { role: ContractRole }> {
  const { contract, role } = await lockContract(tx, input.actor, input.id);
  const escrowCents = await escrowBalance(tx, contract.id);
  if (contract.disputeId) throw new AppError('DISPUTE_STATE', DISPUTE_MESSAGES.alreadyOpen);
  if (contract.status !== 'em_andamento' || escrowCents <= 0) {
    throw new AppError('DISPUTE_STATE', DISPUTE_MESSAGES.contractNotDisputable);
  }
  await tx
    .update(contracts)
    .set({ disputeId: input.disputeId, updatedAt: input.now })
    .where(eq(contracts.id, contract.id));
  await postContractEvent(tx, contract, { kind: 'disputeOpened', by: role }, input.now, input.actor.id);
  return { contract: { ...contract, disputeId: input.disputeId }, role, escrowCents };
}

/**
 * Ends a contract its caller has locked with a split of its escrow: `freelancerCents` to the freelancer (less
 * Labora's usual fee, as a release), the rest back to the client; the contract ends 'concluido' when the whole
 * escrow went to the freelancer, 'cancelado' otherwise, and any dispute hold goes. SPLIT_TOO_LARGE when the
 * escrow no longer covers the freelancer's part.
 */
export async function settleSplit(
  tx: Executor,
  input: { contract: ContractRow; freelancerCents: number; how: 'agreement' | 'dispute'; now: Date },
): Promise<{ releasedCents: number; feeCents: number; refundedCents: number }> {
  const { contract, now } = input;
  const held = await escrowBalance(tx, contract.id);
  if (input.freelancerCents > held || contract.status !== 'em_andamento') {
    throw new AppError('SPLIT_TOO_LARGE', DISPUTE_MESSAGES.splitTooLarge);
  }
  let released = { releasedCents: 0, feeCents: 0 };
  let refundedCents = 0;
  // The split settles the whole escrow: an hourly contract's statements still pending end with it.
  await voidOpenStatementsIn(tx, contract.id);
  if (input.freelancerCents === held && held > 0) {
    released = await concludeLocked(tx, contract, now, { wholeEscrow: true });
  } else {
    released = await releaseEscrowIn(tx, { contract, amountCents: input.freelancerCents, now });
    refundedCents = await refundEscrowIn(tx, { contract, now });
    await stopClocksOnContract(tx, contract.id, now);
    await tx.update(contracts).set({ status: 'cancelado', updatedAt: now }).where(eq(contracts.id, contract.id));
  }
  await tx.update(contracts).set({ disputeId: null }).where(eq(contracts.id, contract.id));
  const split = { freelancerCents: released.releasedCents, clientCents: refundedCents };
  await postContractEvent(
    tx,
    contract,
    { kind: input.how === 'agreement' ? 'agreementSettled' : 'disputeSettled', ...split },
    now,
  );
  return { releasedCents: released.releasedCents, feeCents: released.feeCents, refundedCents };
}
