import { loserOf, type TDecisionSource, type TDisputeActorRole } from '@labora/shared/disputes';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { disputes } from '../../db/schema/disputes.js';
import type { UserRow } from '../../db/schema/users.js';
import { settleSplit } from '../contracts/service.js';
import { updateCase } from './access.js';
import { appealDeadline } from './dates.js';
import { addEntry, closedDispute, type LockedCase, notifySides, recordStep, sideIdOf } from './timeline.js';

// A decision (nothing moves yet) and a final one (the money moves exactly as it says, and the case closes).

/** Records a decision on a locked case: its split, its written reason, and the appeal window from now. */
export async function applyDecision(
  tx: Executor,
  c: LockedCase,
  input: { freelancerCents: number; reason: string; source: TDecisionSource; by: UserRow | null; now: Date },
): Promise<void> {
  const { now } = input;
  const appealBy = appealDeadline(now);
  const changes = {
    status: 'decided' as const,
    decisionFreelancerCents: input.freelancerCents,
    decisionReason: input.reason,
    decisionSource: input.source,
    decidedById: input.by?.id ?? null,
    decidedAt: now,
    appealBy,
    clientAcceptedAt: null,
    freelancerAcceptedAt: null,
  };
  await updateCase(tx, c, changes);
  const role: TDisputeActorRole = input.by ? (input.source === 'admin' ? 'admin' : 'moderator') : 'system';
  const entryId = await addEntry(tx, {
    disputeId: c.dispute.id,
    kind: 'decided',
    actorId: input.by?.id ?? null,
    role,
    text: input.reason,
    freelancerCents: input.freelancerCents,
    now,
  });
  recordStep(tx, c, {
    kind: 'decided',
    entryId,
    actorId: input.by?.id ?? null,
    freelancerCents: input.freelancerCents,
  });
  await notifySides(tx, c, now, 'decided', {
    until: appealBy,
    split: { freelancerCents: input.freelancerCents, clientCents: c.escrowCents - input.freelancerCents },
  });
}

/**
 * The decision of a locked case becomes final: the contracts module splits the escrow as it says (the freelancer's
 * part less the usual fee, the rest back to the client) and ends the contract, in this transaction; the case
 * closes with who lost it (shared loserOf) for the admins' users table.
 */
export async function finalize(
  tx: Executor,
  c: LockedCase,
  input: { actor: UserRow | null; role: TDisputeActorRole; text: string; now: Date },
): Promise<{ releasedCents: number; feeCents: number; refundedCents: number }> {
  const [dispute] = await tx.select().from(disputes).where(eq(disputes.id, c.dispute.id));
  const freelancerCents = dispute?.decisionFreelancerCents ?? 0;
  const split = { freelancerCents, clientCents: c.escrowCents - freelancerCents };
  const moved = await settleSplit(tx, { contract: c.contract, freelancerCents, how: 'dispute', now: input.now });
  const loser = loserOf(split);
  await tx
    .update(disputes)
    .set({ ...closedDispute(split, input.now), loserId: loser ? sideIdOf(c.contract, loser) : null })
    .where(eq(disputes.id, c.dispute.id));
  const entryId = await addEntry(tx, {
    disputeId: c.dispute.id,
    kind: 'final',
    actorId: input.actor?.id ?? null,
    role: input.role,
    text: input.text,
    freelancerCents,
    now: input.now,
  });
  recordStep(tx, c, { kind: 'final', entryId, actorId: input.actor?.id ?? null, ...split });
  await notifySides(tx, c, input.now, 'final', { split });
  return moved;
}
