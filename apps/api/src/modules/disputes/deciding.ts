import { DISPUTE_MESSAGES } from '@labora/shared/disputes';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { disputes } from '../../db/schema/disputes.js';
import type { UserRow } from '../../db/schema/users.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { lockCase, notAllowed, requireSide, requireStaff, updateCase } from './access.js';
import { appealReviewDeadline } from './dates.js';
import { applyDecision, finalize } from './settling.js';
import { addEntry, notifySides, recordStep } from './timeline.js';

// A moderator takes the case and decides; the sides accept or appeal once; an admin (not the one who decided)
// reviews the appeal. Every step locks the contract, then the case, so two at once cannot both pass their check.

type Deps = { db: Db } & Pick<AppDeps, 'clock'>;
type Split = { freelancerCents: number; reason: string };

/** 'Assumir caso': a moderator or an admin, while the case waits for one. */
export async function takeDispute(deps: Deps, input: { actor: UserRow; id: string }): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const c = await lockCase(tx, input.id);
    const role = requireStaff(input.actor, c);
    if (c.dispute.status === 'in_review' && c.dispute.moderatorId !== input.actor.id) {
      throw new AppError('DISPUTE_STATE', DISPUTE_MESSAGES.alreadyTaken);
    }
    if (c.dispute.status !== 'awaiting_moderator') throw notAllowed();
    const changes = { status: 'in_review' as const, moderatorId: input.actor.id, takenAt: now };
    await updateCase(tx, c, changes);
    const taken = { ...c, dispute: { ...c.dispute, ...changes } };
    const entryId = await addEntry(tx, { disputeId: c.dispute.id, kind: 'taken', actorId: input.actor.id, role, now });
    recordStep(tx, taken, { kind: 'taken', entryId, actorId: input.actor.id });
    await notifySides(tx, taken, now, 'taken', {});
  });
}

/** The decision: the moderator who took the case (or an admin); nothing moves until it is final. */
export async function decideDispute(deps: Deps, input: { actor: UserRow; id: string; decision: Split }): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const c = await lockCase(tx, input.id);
    const role = requireStaff(input.actor, c);
    if (c.dispute.status !== 'in_review') throw notAllowed();
    if (role !== 'admin' && c.dispute.moderatorId !== input.actor.id) {
      throw new AppError('FORBIDDEN', DISPUTE_MESSAGES.alreadyTaken);
    }
    if (input.decision.freelancerCents > c.escrowCents) {
      throw new AppError('SPLIT_TOO_LARGE', DISPUTE_MESSAGES.splitTooLarge);
    }
    await applyDecision(tx, c, {
      ...input.decision,
      source: role === 'admin' ? 'admin' : 'moderator',
      by: input.actor,
      now,
    });
  });
}

/** 'Aceitar decisão': a side accepts; once both have, the decision is final and the money moves. */
export async function acceptDecision(deps: Deps, input: { actor: UserRow; id: string }): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const c = await lockCase(tx, input.id);
    const side = requireSide(input.actor, c);
    if (c.dispute.status !== 'decided') throw notAllowed();
    const mine = side === 'client' ? c.dispute.clientAcceptedAt : c.dispute.freelancerAcceptedAt;
    if (mine) throw new AppError('DISPUTE_STATE', DISPUTE_MESSAGES.alreadyAccepted);
    const changes = side === 'client' ? { clientAcceptedAt: now } : { freelancerAcceptedAt: now };
    await tx.update(disputes).set(changes).where(eq(disputes.id, c.dispute.id));
    const entryId = await addEntry(tx, {
      disputeId: c.dispute.id,
      kind: 'accepted',
      actorId: input.actor.id,
      role: side,
      now,
    });
    recordStep(tx, c, { kind: 'accepted', entryId, actorId: input.actor.id });
    const theirs = side === 'client' ? c.dispute.freelancerAcceptedAt : c.dispute.clientAcceptedAt;
    if (theirs) {
      await finalize(tx, c, {
        actor: input.actor,
        role: side,
        text: 'As duas partes aceitaram a decisão.',
        now,
      });
    } else {
      await notifySides(tx, c, now, 'accepted', { exceptId: input.actor.id });
    }
  });
}

/** 'Recorrer': either side, once per case, while the decision is open to appeal; the escrow stays frozen. */
export async function appealDispute(deps: Deps, input: { actor: UserRow; id: string; reason: string }): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const c = await lockCase(tx, input.id);
    const side = requireSide(input.actor, c);
    if (c.dispute.appealedBy) throw new AppError('DISPUTE_STATE', DISPUTE_MESSAGES.alreadyAppealed);
    if (c.dispute.status !== 'decided') throw notAllowed();
    if (!c.dispute.appealBy || now >= c.dispute.appealBy) {
      throw new AppError('DISPUTE_STATE', DISPUTE_MESSAGES.appealClosed);
    }
    const accepted = side === 'client' ? c.dispute.clientAcceptedAt : c.dispute.freelancerAcceptedAt;
    if (accepted) throw new AppError('DISPUTE_STATE', DISPUTE_MESSAGES.alreadyAccepted);
    const appealReviewBy = appealReviewDeadline(now);
    const changes = { status: 'appealed' as const, appealedBy: side, appealedAt: now, appealReviewBy };
    await updateCase(tx, c, changes);
    const entryId = await addEntry(tx, {
      disputeId: c.dispute.id,
      kind: 'appealed',
      actorId: input.actor.id,
      role: side,
      text: input.reason,
      now,
    });
    recordStep(tx, c, { kind: 'appealed', entryId, actorId: input.actor.id });
    await notifySides(tx, c, now, 'appealed', { until: appealReviewBy });
  });
}

/**
 * The appeal's review: an admin who did not make the decision confirms or changes it, with a written reason; the
 * money moves at once and the case closes for good.
 */
export async function reviewAppeal(deps: Deps, input: { actor: UserRow; id: string; decision: Split }): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const c = await lockCase(tx, input.id);
    if (input.actor.role !== 'admin') throw new AppError('FORBIDDEN', DISPUTE_MESSAGES.onlyAdmin);
    requireStaff(input.actor, c);
    if (c.dispute.decidedById === input.actor.id) {
      throw new AppError('SAME_REVIEWER', DISPUTE_MESSAGES.sameReviewer);
    }
    if (c.dispute.status !== 'appealed') throw notAllowed();
    if (input.decision.freelancerCents > c.escrowCents) {
      throw new AppError('SPLIT_TOO_LARGE', DISPUTE_MESSAGES.splitTooLarge);
    }
    const changes = {
      decisionFreelancerCents: input.decision.freelancerCents,
      decisionReason: input.decision.reason,
      decisionSource: 'admin' as const,
      decidedAt: now,
      reviewedById: input.actor.id,
    };
    await tx.update(disputes).set(changes).where(eq(disputes.id, c.dispute.id));
    const entryId = await addEntry(tx, {
      disputeId: c.dispute.id,
      kind: 'decided',
      actorId: input.actor.id,
      role: 'admin',
      text: input.decision.reason,
      freelancerCents: input.decision.freelancerCents,
      now,
    });
    recordStep(tx, c, {
      kind: 'decided',
      entryId,
      actorId: input.actor.id,
      freelancerCents: input.decision.freelancerCents,
    });
    await finalize(tx, c, {
      actor: input.actor,
      role: 'admin',
      text: 'Recurso revisado por um administrador: esta decisão é final.',
      now,
    });
  });
}
