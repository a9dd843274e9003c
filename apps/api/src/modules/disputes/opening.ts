import { randomUUID } from 'node:crypto';
import { DISPUTE_MESSAGES, type TDisputeReason } from '@labora/shared/disputes';
import { disputes } from '../../db/schema/disputes.js';
import type { UserRow } from '../../db/schema/users.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { removeAttachments, type StoredAttachment } from '../../lib/attachments.js';
import { holdForDispute } from '../contracts/service.js';
import { lockCase, notAllowed, requireSide, updateCase } from './access.js';
import { answerDeadline, moderationDeadlines } from './dates.js';
import { addEntry, type LockedCase, notifySides, otherSide, recordStep } from './timeline.js';

// Opening a case, the other side's answer, and evidence from either side until a moderator takes it.

type Deps = Pick<AppDeps, 'db' | 'clock' | 'files'>;

/** Runs a step that stores files: a refused step leaves none behind. */
async function keepingFilesOnlyIfDone<T>(deps: Deps, files: StoredAttachment[], run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    await removeAttachments(
      deps.files,
      files.map((f) => f.storageName),
    );
    throw error;
  }
}

/** 'Abrir disputa': either side of a contract in progress with money in escrow; the escrow freezes. Answers its id. */
export async function openDispute(
  deps: Deps,
  input: { actor: UserRow; contractId: string; reason: TDisputeReason; statement: string; files: StoredAttachment[] },
): Promise<string> {
  const now = deps.clock.now();
  const id = randomUUID();
  await keepingFilesOnlyIfDone(deps, input.files, () =>
    deps.db.transaction(async (tx) => {
      const held = await holdForDispute(tx, { actor: input.actor, id: input.contractId, disputeId: id, now });
      const answerBy = answerDeadline(now);
      const [dispute] = await tx
        .insert(disputes)
        .values({
          id,
          contractId: held.contract.id,
          reason: input.reason,
          openedBy: held.role,
          answerBy,
          nextDeadlineAt: answerBy,
          createdAt: now,
        })
        .returning();
      if (!dispute) throw new Error('dispute not inserted');
      const c: LockedCase = { dispute, contract: held.contract, escrowCents: held.escrowCents };
      const entryId = await addEntry(tx, {
        disputeId: id,
        kind: 'opened',
        actorId: input.actor.id,
        role: held.role,
        text: input.statement,
        files: input.files,
        now,
      });
      recordStep(tx, c, { kind: 'opened', entryId, actorId: input.actor.id });
      await notifySides(tx, c, now, 'opened', { exceptId: input.actor.id, until: answerBy });
    }),
  );
  return id;
}

/** 'Responder': only the side that did not open it, only while it waits for the answer. */
export async function answerDispute(
  deps: Deps,
  input: { actor: UserRow; id: string; statement: string; files: StoredAttachment[] },
): Promise<void> {
  const now = deps.clock.now();
  await keepingFilesOnlyIfDone(deps, input.files, () =>
    deps.db.transaction(async (tx) => {
      const c = await lockCase(tx, input.id);
      const side = requireSide(input.actor, c);
      if (side !== otherSide(c.dispute.openedBy)) throw new AppError('FORBIDDEN', DISPUTE_MESSAGES.notAllowed);
      if (c.dispute.status !== 'awaiting_answer') throw notAllowed();
      const changes = { status: 'awaiting_moderator' as const, answeredAt: now, ...moderationDeadlines(now) };
      await updateCase(tx, c, changes);
      const entryId = await addEntry(tx, {
        disputeId: c.dispute.id,
        kind: 'answered',
        actorId: input.actor.id,
        role: side,
        text: input.statement,
        files: input.files,
        now,
      });
      recordStep(tx, c, { kind: 'answered', entryId, actorId: input.actor.id });
      await notifySides(tx, c, now, 'answered', { exceptId: input.actor.id });
    }),
  );
}

/** 'Adicionar evidência': either side, a note and/or files, until a moderator takes the case. */
export async function addEvidence(
  deps: Deps,
  input: { actor: UserRow; id: string; text: string; files: StoredAttachment[] },
): Promise<void> {
  if (!input.text && input.files.length === 0) throw new AppError('BAD_REQUEST', DISPUTE_MESSAGES.evidenceRequired);
  const now = deps.clock.now();
  await keepingFilesOnlyIfDone(deps, input.files, () =>
    deps.db.transaction(async (tx) => {
      const c = await lockCase(tx, input.id);
      const side = requireSide(input.actor, c);
      if (c.dispute.status !== 'awaiting_answer' && c.dispute.status !== 'awaiting_moderator') throw notAllowed();
      const entryId = await addEntry(tx, {
        disputeId: c.dispute.id,
        kind: 'evidence',
        actorId: input.actor.id,
        role: side,
        text: input.text || null,
        files: input.files,
        now,
      });
      recordStep(tx, c, { kind: 'evidence', entryId, actorId: input.actor.id });
      await notifySides(tx, c, now, 'evidence', { exceptId: input.actor.id });
    }),
  );
}
