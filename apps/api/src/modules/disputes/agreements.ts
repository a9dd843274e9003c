import { DISPUTE_MESSAGES, type TAgreement, type TAgreementAccepted } from '@labora/shared/disputes';
import { releaseFeeCents } from '@labora/shared/wallet';
import { and, eq, ne } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import type { ContractRow } from '../../db/schema/contracts.js';
import { type AgreementRow, contractAgreements, disputes } from '../../db/schema/disputes.js';
import type { UserRow } from '../../db/schema/users.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { recordEvent } from '../../lib/event-log.js';
import { lockContractForResolution, settleSplit } from '../contracts/service.js';
import { notificationTexts, notify } from '../notifications/service.js';
import { addEntry, closedDispute, otherSide, type Side, sideIdOf } from './timeline.js';

// 'Propor encerramento': one side proposes a split of the escrow, the other accepts (the money moves and the
// contract ends) or declines. Allowed while a dispute is open too: accepted, it closes the dispute.

type Deps = { db: Db } & Pick<AppDeps, 'clock'>;

export function toAgreement(row: AgreementRow): TAgreement {
  const clientCents = Math.max(0, row.escrowCents - row.freelancerCents);
  return {
    id: row.id,
    contractId: row.contractId,
    proposedBy: row.proposedBy,
    freelancerCents: row.freelancerCents,
    clientCents,
    // The usual fee on this release alone (a contract released in stages before pays per shared/wallet.ts).
    freelancerNetCents:
      row.freelancerCents - releaseFeeCents({ releasedCents: 0, feesTakenCents: 0, amountCents: row.freelancerCents }),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

/** The contract locked for one of its sides, in progress with money in escrow. */
async function lockSide(tx: Executor, actor: UserRow, contractId: string) {
  const locked = await lockContractForResolution(tx, { id: contractId, actor });
  if (!locked?.role) throw new AppError('FORBIDDEN', DISPUTE_MESSAGES.forbidden);
  return { contract: locked.contract, role: locked.role as Side, escrowCents: locked.escrowCents };
}

function sides(contract: ContractRow) {
  return { audience: [contract.clientId, contract.freelancerId] };
}

export async function proposeAgreement(
  deps: Deps,
  input: { actor: UserRow; contractId: string; freelancerCents: number },
): Promise<TAgreement> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { contract, role, escrowCents } = await lockSide(tx, input.actor, input.contractId);
    if (contract.status !== 'em_andamento' || escrowCents <= 0) {
      throw new AppError('DISPUTE_STATE', DISPUTE_MESSAGES.agreementNotAllowed);
    }
    if (input.freelancerCents > escrowCents) throw new AppError('SPLIT_TOO_LARGE', DISPUTE_MESSAGES.splitTooLarge);
    await tx
      .update(contractAgreements)
      .set({ status: 'replaced', answeredAt: now })
      .where(and(eq(contractAgreements.contractId, contract.id), eq(contractAgreements.status, 'pending')));
    const [row] = await tx
      .insert(contractAgreements)
      .values({
        contractId: contract.id,
        proposedBy: role,
        freelancerCents: input.freelancerCents,
        escrowCents,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('agreement not inserted');
    recordEvent(tx, {
      ...sides(contract),
      type: 'agreement.proposed',
      actorId: input.actor.id,
      data: { contractId: contract.id, agreementId: row.id, freelancerCents: row.freelancerCents },
    });
    const agreement = toAgreement(row);
    await notify(tx, now, [
      notificationTexts.agreementStep({
        userId: sideIdOf(contract, otherSide(role)),
        step: 'proposed',
        title: contract.title,
        contractId: contract.id,
        split: agreement,
      }),
    ]);
    return agreement;
  });
}

/** The pending proposal the other side answers (the one who proposed cannot: 403). */
async function pendingFor(tx: Executor, input: { actor: UserRow; contractId: string; agreementId: string }) {
  const locked = await lockSide(tx, input.actor, input.contractId);
  const [row] = await tx
    .select()
    .from(contractAgreements)
    .where(and(eq(contractAgreements.id, input.agreementId), eq(contractAgreements.contractId, input.contractId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', DISPUTE_MESSAGES.agreementNotFound);
  if (row.proposedBy === locked.role) throw new AppError('FORBIDDEN', DISPUTE_MESSAGES.ownAgreement);
  if (row.status !== 'pending') throw new AppError('AGREEMENT_NOT_PENDING', DISPUTE_MESSAGES.agreementNotPending);
  return { ...locked, row };
}

export async function declineAgreement(
  deps: Deps,
  input: { actor: UserRow; contractId: string; agreementId: string },
): Promise<TAgreement> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { contract, row } = await pendingFor(tx, input);
    const [declined] = await tx
      .update(contractAgreements)
      .set({ status: 'declined', answeredAt: now })
      .where(eq(contractAgreements.id, row.id))
      .returning();
    if (!declined) throw new Error('agreement not declined');
    recordEvent(tx, {
      ...sides(contract),
      type: 'agreement.declined',
      actorId: input.actor.id,
      data: { contractId: contract.id, agreementId: row.id },
    });
    const agreement = toAgreement(declined);
    await notify(tx, now, [
      notificationTexts.agreementStep({
        userId: sideIdOf(contract, row.proposedBy),
        step: 'declined',
        title: contract.title,
        contractId: contract.id,
        split: agreement,
      }),
    ]);
    return agreement;
  });
}

/**
 * Accepted by the other side: under the contract's lock the escrow is split as proposed (the freelancer's part
 * with the usual fee, the rest refunded) and the contract ends; an open dispute closes with it. The caller runs it
 * in the Idempotency-Key's transaction.
 */
export async function acceptAgreement(
  deps: Deps,
  input: { actor: UserRow; contractId: string; agreementId: string },
): Promise<TAgreementAccepted> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { contract, row, role } = await pendingFor(tx, input);
    if (contract.status !== 'em_andamento') throw new AppError('DISPUTE_STATE', DISPUTE_MESSAGES.agreementNotAllowed);
    const moved = await settleSplit(tx, { contract, freelancerCents: row.freelancerCents, how: 'agreement', now });
    const [accepted] = await tx
      .update(contractAgreements)
      .set({ status: 'accepted', answeredAt: now })
      .where(eq(contractAgreements.id, row.id))
      .returning();
    if (!accepted) throw new Error('agreement not accepted');
    const split = { freelancerCents: moved.releasedCents, clientCents: moved.refundedCents };
    const disputeId = contract.disputeId;
    if (disputeId) {
      await tx
        .update(disputes)
        .set(closedDispute(split, now))
        .where(and(eq(disputes.id, disputeId), ne(disputes.status, 'closed')));
      await addEntry(tx, {
        disputeId,
        kind: 'agreement',
        actorId: input.actor.id,
        role,
        text: 'As partes chegaram a um acordo e encerraram o contrato.',
        freelancerCents: split.freelancerCents,
        now,
      });
    }
    recordEvent(tx, {
      ...sides(contract),
      type: 'agreement.accepted',
      actorId: input.actor.id,
      data: { contractId: contract.id, agreementId: row.id, ...split, disputeId },
    });
    await notify(tx, now, [
      notificationTexts.agreementStep({
        userId: sideIdOf(contract, row.proposedBy),
        step: 'accepted',
        title: contract.title,
        contractId: contract.id,
        split,
      }),
    ]);
    return {
      message: DISPUTE_MESSAGES.agreementAccepted,
      agreement: toAgreement(accepted),
      releasedCents: moved.releasedCents,
      feeCents: moved.feeCents,
      refundedCents: moved.refundedCents,
    };
  });
}
