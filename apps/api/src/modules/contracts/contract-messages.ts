import { type ContractEvent, contractEventText } from '@labora/shared/contract-events';
import type { NewEvent } from '@labora/shared/events';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { type ContractRow, contracts } from '../../db/schema/contracts.js';
import { recordEvent } from '../../lib/event-log.js';
import { postSystemMessage } from '../messages/service.js';
import { contractEventNotifications, notify } from '../notifications/service.js';

type Sides = Pick<ContractRow, 'id' | 'clientId' | 'freelancerId'>;

/** The event log's record of a contract's event: both sides' screens refresh, and it joins their history. */
function logged(contract: Sides, event: ContractEvent, actorId: string | null): NewEvent | null {
  const base = { audience: [contract.clientId, contract.freelancerId], actorId };
  const contractId = contract.id;
  switch (event.kind) {
    case 'funded':
      return { ...base, type: 'contract.funded', data: { contractId, amountCents: event.amountCents } };
    case 'started':
      return { ...base, type: 'contract.started', data: { contractId } };
    case 'delivered':
      return { ...base, type: 'contract.delivered', data: { contractId } };
    case 'changesRequested':
      return { ...base, type: 'contract.changes_requested', data: { contractId } };
    case 'releasedPartial':
      return {
        ...base,
        type: 'contract.released',
        data: { contractId, releasedCents: event.releasedCents, escrowCents: event.escrowCents },
      };
    case 'releasedFull':
    case 'autoReleased':
      return {
        ...base,
        type: 'contract.concluded',
        data: { contractId, releasedCents: event.releasedCents, automatic: event.kind === 'autoReleased' },
      };
    case 'cancelled':
      return { ...base, type: 'contract.cancelled', data: { contractId, refundedCents: event.refundedCents } };
    case 'gigOrderAccepted':
      return { ...base, type: 'contract.created', data: { contractId } };
    // The disputes module records these as its own events (dispute.opened, agreement.accepted, dispute.closed).
    case 'disputeOpened':
    case 'agreementSettled':
    case 'disputeSettled':
      return null;
  }
}

/**
 * A contract's event, inside the caller's transaction (a rolled-back event leaves nothing): Labora's message in its
 * conversation, the bell of the side that did not act, and the event log's record, which tells both sides' open
 * screens after the commit.
 */
export async function postContractEvent(
  tx: Executor,
  contract: Sides & Partial<Pick<ContractRow, 'title'>>,
  event: ContractEvent,
  now: Date,
  /** Who did it (a cancel may come from either side): they are not notified of their own move. */
  actorId?: string,
): Promise<void> {
  await postSystemMessage(tx, {
    contractId: contract.id,
    clientId: contract.clientId,
    freelancerId: contract.freelancerId,
    text: contractEventText(event),
    now,
  });
  // Most callers hold the whole row; the title is read only when they do not.
  const title =
    contract.title ??
    (await tx.select({ title: contracts.title }).from(contracts).where(eq(contracts.id, contract.id)))[0]?.title ??
    '';
  await notify(tx, now, contractEventNotifications({ ...contract, title }, event, actorId));
  const record = logged(contract, event, actorId ?? null);
  if (record) recordEvent(tx, record);
}

/** Progress moved: no message in the conversation, but the client's open page shows it at once. */
export function recordProgress(tx: Executor, contract: Sides, progress: number, actorId: string): void {
  recordEvent(tx, {
    type: 'contract.progress',
    audience: [contract.clientId, contract.freelancerId],
    actorId,
    data: { contractId: contract.id, progress },
  });
}
