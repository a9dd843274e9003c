import { DISPUTE_MESSAGES } from '@labora/shared/disputes';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { type DisputeRow, disputes } from '../../db/schema/disputes.js';
import type { UserRow } from '../../db/schema/users.js';
import { AppError } from '../../lib/app-error.js';
import { lockContractForResolution } from '../contracts/service.js';
import { nextDeadlineOf } from './dates.js';
import { type LockedCase, type Side, viewerRoleOf } from './timeline.js';

/** Locks a case for a step: its contract's row first (as every move of its money does), then the case. */
export async function lockCase(tx: Executor, disputeId: string): Promise<LockedCase> {
  const [found] = await tx.select({ contractId: disputes.contractId }).from(disputes).where(eq(disputes.id, disputeId));
  if (!found) throw new AppError('NOT_FOUND', DISPUTE_MESSAGES.notFound);
  const locked = await lockContractForResolution(tx, { id: found.contractId });
  const [dispute] = await tx.select().from(disputes).where(eq(disputes.id, disputeId)).for('update');
  if (!locked || !dispute) throw new AppError('NOT_FOUND', DISPUTE_MESSAGES.notFound);
  return { dispute, contract: locked.contract, escrowCents: locked.escrowCents };
}

/** Writes a step's changes to a locked case, with the next deadline they leave it. */
export async function updateCase(tx: Executor, c: LockedCase, changes: Partial<DisputeRow>): Promise<void> {
  await tx
    .update(disputes)
    .set({ ...changes, nextDeadlineAt: nextDeadlineOf({ ...c.dispute, ...changes }) })
    .where(eq(disputes.id, c.dispute.id));
}

/** One of the case's two sides, or 403 (the same for staff and strangers: these steps are the sides'). */
export function requireSide(actor: UserRow, c: LockedCase): Side {
  const role = viewerRoleOf(actor, c.contract);
  if (role === 'client' || role === 'freelancer') return role;
  throw new AppError('FORBIDDEN', DISPUTE_MESSAGES.forbidden);
}

/** A moderator or an admin who is neither side of the contract (nobody judges their own case). */
export function requireStaff(actor: UserRow, c: LockedCase): 'moderator' | 'admin' {
  if (actor.role !== 'moderator' && actor.role !== 'admin') throw new AppError('FORBIDDEN', DISPUTE_MESSAGES.onlyStaff);
  if (actor.id === c.contract.clientId || actor.id === c.contract.freelancerId) {
    throw new AppError('FORBIDDEN', DISPUTE_MESSAGES.notAllowed);
  }
  return actor.role;
}

export const notAllowed = () => new AppError('DISPUTE_STATE', DISPUTE_MESSAGES.notAllowed);
