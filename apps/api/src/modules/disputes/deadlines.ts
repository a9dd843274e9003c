import { DISPUTE_LIMITS, halfSplit } from '@labora/shared/disputes';
import { and, asc, eq, lte, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { disputes } from '../../db/schema/disputes.js';
import type { AppDeps } from '../../deps.js';
import { lockContractForResolution } from '../contracts/service.js';
import { notificationTexts, notify } from '../notifications/service.js';
import { nextDeadlineOf } from './dates.js';
import { applyDecision, finalize } from './settling.js';
import { addEntry, type LockedCase, recordStep, staffIds } from './timeline.js';

// The job (jobs.ts 'disputes.deadlines') that acts on a case's dates: no escrow stays frozen without one.

const NO_ANSWER_REASON = `A outra parte não respondeu em ${DISPUTE_LIMITS.answerBusinessDays} dias úteis: o valor em custódia vai para quem abriu a disputa.`;
const DEFAULT_REASON = `Nenhuma decisão em ${DISPUTE_LIMITS.defaultDecisionBusinessDays} dias úteis após a resposta: pela regra padrão, metade do valor em custódia vai para cada parte.`;
const APPEAL_WINDOW_OVER = 'O prazo de recurso terminou sem recurso: a decisão é final.';
const APPEAL_NOT_REVIEWED = 'O recurso não foi revisado no prazo: a decisão recorrida fica mantida.';

/** One step the clock takes on a locked case, if one is due; answers whether it took one. */
async function takeDueStep(tx: Executor, c: LockedCase, now: Date): Promise<boolean> {
  const d = c.dispute;
  const due = (at: Date | null) => at !== null && at <= now;
  if (d.status === 'awaiting_answer' && due(d.answerBy)) {
    // No answer: decided for the side that opened it, the whole escrow; the normal appeal window follows.
    const freelancerCents = d.openedBy === 'freelancer' ? c.escrowCents : 0;
    await applyDecision(tx, c, { freelancerCents, reason: NO_ANSWER_REASON, source: 'no_answer', by: null, now });
    return true;
  }
  if (d.status === 'awaiting_moderator' && !d.flaggedAt && due(d.takeBy)) {
    await tx.update(disputes).set({ flaggedAt: now }).where(eq(disputes.id, d.id));
    await staffStep(tx, c, 'flagged', ['moderator', 'admin'], now);
    return true;
  }
  if ((d.status === 'awaiting_moderator' || d.status === 'in_review') && !d.escalatedAt && due(d.decideBy)) {
    await tx.update(disputes).set({ escalatedAt: now }).where(eq(disputes.id, d.id));
    await staffStep(tx, c, 'escalated', ['admin'], now);
    return true;
  }
  if ((d.status === 'awaiting_moderator' || d.status === 'in_review') && due(d.defaultDecisionAt)) {
    const { freelancerCents } = halfSplit(c.escrowCents);
    await applyDecision(tx, c, { freelancerCents, reason: DEFAULT_REASON, source: 'default', by: null, now });
    return true;
  }
  if (d.status === 'decided' && due(d.appealBy)) {
    await finalize(tx, c, { actor: null, role: 'system', text: APPEAL_WINDOW_OVER, now });
    return true;
  }
  if (d.status === 'appealed' && due(d.appealReviewBy)) {
    await finalize(tx, c, { actor: null, role: 'system', text: APPEAL_NOT_REVIEWED, now });
    return true;
  }
  return false;
}

async function staffStep(
  tx: Executor,
  c: LockedCase,
  step: 'flagged' | 'escalated',
  roles: ('moderator' | 'admin')[],
  now: Date,
): Promise<void> {
  const entryId = await addEntry(tx, { disputeId: c.dispute.id, kind: step, actorId: null, role: 'system', now });
  recordStep(tx, c, { kind: step, entryId, actorId: null });
  const staff = (await staffIds(tx, roles)).filter(
    (id) => id !== c.contract.clientId && id !== c.contract.freelancerId,
  );
  await notify(
    tx,
    now,
    staff.map((userId) =>
      notificationTexts.disputeForStaff({ userId, step, title: c.contract.title, disputeId: c.dispute.id }),
    ),
  );
  const [row] = await tx.select().from(disputes).where(eq(disputes.id, c.dispute.id));
  if (row)
    await tx
      .update(disputes)
      .set({ nextDeadlineAt: nextDeadlineOf(row) })
      .where(eq(disputes.id, row.id));
}

/**
 * The 'disputes.deadlines' job: every case whose next date has come takes its due steps, each case in its own
 * transaction under its contract's row lock (SKIP LOCKED: a case another process or a request holds is left for
 * the next run), checked again there. Answers how many cases moved.
 */
export async function runDisputeDeadlines(deps: Pick<AppDeps, 'db'>, now: Date): Promise<number> {
  const due = await deps.db
    .select({ id: disputes.id, contractId: disputes.contractId })
    .from(disputes)
    .where(and(ne(disputes.status, 'closed'), lte(disputes.nextDeadlineAt, now)))
    .orderBy(asc(disputes.nextDeadlineAt))
    .limit(50);
  let moved = 0;
  for (const { id, contractId } of due) {
    const done = await deps.db.transaction(async (tx) => {
      const locked = await lockContractForResolution(tx, { id: contractId, skipLocked: true });
      if (!locked) return false;
      let took = false;
      // A clock far ahead may owe several steps (flagged, then escalated, then decided): each once, in order.
      for (let i = 0; i < 6; i++) {
        const [dispute] = await tx.select().from(disputes).where(eq(disputes.id, id)).for('update');
        if (!dispute || dispute.status === 'closed') break;
        const fresh = (await lockContractForResolution(tx, { id: contractId })) ?? locked;
        const c = { dispute, contract: fresh.contract, escrowCents: fresh.escrowCents };
        if (!(await takeDueStep(tx, c, now))) break;
        took = true;
      }
      return took;
    });
    if (done) moved++;
  }
  return moved;
}
