import { type ContractEvent, contractEventText } from '@labora/shared/contract-events';
import type { TMessage } from '@labora/shared/messages';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { type ContractRow, contracts } from '../../db/schema/contracts.js';
import type { AppDeps } from '../../deps.js';
import { announceContractConversation, postSystemMessage } from '../messages/service.js';
import { contractEventNotifications, notify } from '../notifications/service.js';

/**
 * Labora's message about a contract's event, in its conversation, inside the caller's transaction (a rolled-back
 * event leaves none). The route announces it once the transaction has committed (announceContractEvent).
 */
export async function postContractEvent(
  tx: Executor,
  contract: Pick<ContractRow, 'id' | 'clientId' | 'freelancerId'>,
  event: ContractEvent,
  now: Date,
  /** Who did it (a cancel may come from either side): they are not notified of their own move. */
  actorId?: string,
): Promise<TMessage> {
  const message = await postSystemMessage(tx, {
    contractId: contract.id,
    clientId: contract.clientId,
    freelancerId: contract.freelancerId,
    text: contractEventText(event),
    now,
  });
  // The side that did not act hears of it in the bell too (announced with the conversation, after the commit).
  const [row] = await tx.select({ title: contracts.title }).from(contracts).where(eq(contracts.id, contract.id));
  await notify(tx, now, contractEventNotifications({ ...contract, title: row?.title ?? '' }, event, actorId));
  return message;
}

/**
 * After the commit: the contract's conversation has news. Routes call it once their (outermost, often
 * idempotent) transaction is done, so a screen never looks for a message that is not there yet.
 */
export function announceContractEvent(deps: Pick<AppDeps, 'db' | 'realtime'>, contractId: string): Promise<void> {
  return announceContractConversation(deps, contractId);
}
