import type { TConversationSummary, TMessage } from '@labora/shared/messages';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { conversations, messages } from '../../db/schema/messages.js';
import type { UserRow } from '../../db/schema/users.js';
import type { AppDeps } from '../../deps.js';
import { recordEvent } from '../../lib/event-log.js';
import { findOrCreate } from './conversation-access.js';
import { getConversation } from './conversations.js';
import { toMessage } from './message-rows.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'realtime'>;

// A contract's conversation: opened from the contract, written to by Labora as the contract moves.

/**
 * Labora writes what happened to a contract (funded, delivered, released, refunded…) in the contract's
 * conversation, created with both sides the first time, in the caller's transaction: the message exists exactly
 * when the event does, and its screens receive it once the transaction commits.
 */
export async function postSystemMessage(
  tx: Executor,
  input: { contractId: string; clientId: string; freelancerId: string; text: string; now?: Date },
): Promise<TMessage> {
  const now = input.now ?? new Date();
  const conversationId = await findOrCreate(
    tx,
    { kind: 'direct', contractId: input.contractId, createdBy: input.clientId, createdAt: now },
    eq(conversations.contractId, input.contractId),
    [input.clientId, input.freelancerId],
  );
  const [message] = await tx
    .insert(messages)
    .values({ conversationId, senderId: null, kind: 'system', text: input.text, createdAt: now })
    .returning();
  if (!message) throw new Error('system message not stored');
  recordEvent(tx, {
    type: 'message.sent',
    audience: [input.clientId, input.freelancerId],
    data: { conversationId, messageId: message.id },
  });
  return toMessage({ message, firstName: null, lastName: null });
}

/**
 * A contract's conversation for one of its two sides (the contracts module checked who the caller is), created
 * with both the first time: 'Enviar Mensagem' on a contract opens it.
 */
export async function openContractConversation(
  deps: Deps,
  input: { actor: UserRow; contractId: string; clientId: string; freelancerId: string },
): Promise<TConversationSummary> {
  const id = await deps.db.transaction((tx) =>
    findOrCreate(
      tx,
      { kind: 'direct', contractId: input.contractId, createdBy: input.clientId, createdAt: deps.clock.now() },
      eq(conversations.contractId, input.contractId),
      [input.clientId, input.freelancerId],
    ),
  );
  return getConversation(deps, { actor: input.actor, id });
}
