import { MESSAGE_MESSAGES, type TMessage, type TMessageAttachment } from '@labora/shared/messages';
import { messages } from '../../db/schema/messages.js';
import { users } from '../../db/schema/users.js';
import { fullName } from './conversation-access.js';

// A stored message as the API answers it.

export const messageSelection = {
  message: messages,
  firstName: users.firstName,
  lastName: users.lastName,
};

export function toMessage(
  row: {
    message: typeof messages.$inferSelect;
    firstName: string | null;
    lastName: string | null;
  },
  attachments: TMessageAttachment[] = [],
): TMessage {
  const m = row.message;
  return {
    id: m.id,
    conversationId: m.conversationId,
    senderId: m.senderId,
    senderName:
      m.kind === 'system'
        ? MESSAGE_MESSAGES.systemSender
        : row.firstName !== null && row.lastName !== null
          ? fullName({ firstName: row.firstName, lastName: row.lastName })
          : MESSAGE_MESSAGES.deletedSender,
    text: m.text,
    createdAt: m.createdAt.toISOString(),
    kind: m.kind,
    attachments,
  };
}
