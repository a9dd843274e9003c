import type { TDisputeActorRole, TDisputeEntryKind } from '@labora/shared/disputes';
import type { NewEvent } from '@labora/shared/events';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { ContractRow } from '../../db/schema/contracts.js';
import { type DisputeRow, disputeEntries, disputeFiles } from '../../db/schema/disputes.js';
import { type UserRow, users } from '../../db/schema/users.js';
import type { StoredAttachment } from '../../lib/attachments.js';
import { recordEvent } from '../../lib/event-log.js';
import { type NotificationItem, notificationTexts, notify } from '../notifications/service.js';

// A step of a case: its line in the timeline (with its files), its event in the event log, and who hears of it.

export type Side = 'client' | 'freelancer';

/** A case with its contract, both under their row locks (contract first, then the case: the one lock order). */
export interface LockedCase {
  dispute: DisputeRow;
  contract: ContractRow;
  escrowCents: number;
}

export const sideIdOf = (contract: ContractRow, side: Side) =>
  side === 'client' ? contract.clientId : contract.freelancerId;
export const otherSide = (side: Side): Side => (side === 'client' ? 'freelancer' : 'client');

/** How the caller stands in a case: one of its sides, or staff; null for anyone else. */
export function viewerRoleOf(actor: UserRow, contract: ContractRow): Side | 'moderator' | 'admin' | null {
  if (actor.id === contract.clientId) return 'client';
  if (actor.id === contract.freelancerId) return 'freelancer';
  if (actor.role === 'moderator' || actor.role === 'admin') return actor.role;
  return null;
}

export async function addEntry(
  tx: Executor,
  input: {
    disputeId: string;
    kind: TDisputeEntryKind;
    actorId: string | null;
    role: TDisputeActorRole;
    text?: string | null;
    freelancerCents?: number | null;
    files?: readonly StoredAttachment[];
    now: Date;
  },
): Promise<string> {
  const [entry] = await tx
    .insert(disputeEntries)
    .values({
      disputeId: input.disputeId,
      kind: input.kind,
      actorId: input.actorId,
      role: input.role,
      text: input.text ?? null,
      freelancerCents: input.freelancerCents ?? null,
      createdAt: input.now,
    })
    .returning({ id: disputeEntries.id });
  if (!entry) throw new Error('dispute entry not inserted');
  if (input.files?.length) {
    await tx.insert(disputeFiles).values(
      // A millisecond apart, so they list in the order they were sent.
      input.files.map((f, i) => ({ ...f, entryId: entry.id, createdAt: new Date(input.now.getTime() + i) })),
    );
  }
  return entry.id;
}

type StepKind = Exclude<TDisputeEntryKind, 'agreement'>;

/** The step's event: both sides (and the moderator of the case) hear of it; it joins the contract's history. */
export function recordStep(
  tx: Executor,
  c: LockedCase,
  step: { kind: StepKind; entryId: string; actorId: string | null; freelancerCents?: number; clientCents?: number },
): void {
  const base = {
    audience: [c.contract.clientId, c.contract.freelancerId, ...(c.dispute.moderatorId ? [c.dispute.moderatorId] : [])],
    actorId: step.actorId,
  };
  const data = { disputeId: c.dispute.id, contractId: c.contract.id, entryId: step.entryId };
  let event: NewEvent;
  if (step.kind === 'decided') {
    event = { ...base, type: 'dispute.decided', data: { ...data, freelancerCents: step.freelancerCents ?? 0 } };
  } else if (step.kind === 'final') {
    const split = { freelancerCents: step.freelancerCents ?? 0, clientCents: step.clientCents ?? 0 };
    event = { ...base, type: 'dispute.closed', data: { ...data, ...split } };
  } else {
    event = { ...base, type: `dispute.${step.kind}`, data } as NewEvent;
  }
  recordEvent(tx, event);
}

/** Both sides' bells (and mails, for the steps that change what happens to the money), but not whoever acted. */
export async function notifySides(
  tx: Executor,
  c: LockedCase,
  now: Date,
  step: Parameters<typeof notificationTexts.disputeStep>[0]['step'],
  options: { exceptId?: string | null; until?: Date | null; split?: { freelancerCents: number; clientCents: number } },
): Promise<void> {
  const items: NotificationItem[] = [c.contract.clientId, c.contract.freelancerId]
    .filter((userId) => userId !== options.exceptId)
    .map((userId) =>
      notificationTexts.disputeStep({
        userId,
        step,
        title: c.contract.title,
        disputeId: c.dispute.id,
        until: options.until ?? undefined,
        split: options.split,
      }),
    );
  await notify(tx, now, items);
}

/** Labora's active staff of these roles (the queue's flags and escalations ring them). */
export async function staffIds(tx: Executor, roles: ('moderator' | 'admin')[]): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, roles), eq(users.isActive, true)));
  return rows.map((r) => r.id);
}

/** A dispute's columns once its money has moved: closed with the final split and no deadline left. */
export function closedDispute(split: { freelancerCents: number; clientCents: number }, now: Date) {
  return {
    status: 'closed' as const,
    finalFreelancerCents: split.freelancerCents,
    finalClientCents: split.clientCents,
    nextDeadlineAt: null,
    closedAt: now,
  };
}
