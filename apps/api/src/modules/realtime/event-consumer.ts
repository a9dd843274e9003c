import { type TEventTopic, topicsOf } from '@labora/shared/events';
import type { EventConsumer } from '../../lib/event-log.js';
import type { RealtimeHub } from './hub.js';

/**
 * The event log's consumer that tells connected screens: a stored message, moved receipts, bells and conversation
 * lists to refetch, sockets of ended sessions to close, and for every other event the topics its audience's
 * screens refetch. Announcements of one
 * commit are merged (one per kind and topic set), then sent through the bus to every process.
 */
export function realtimeConsumer(hub: RealtimeHub): EventConsumer {
  return {
    name: 'realtime',
    async deliver(batch) {
      const bells = new Set<string>();
      const lists = new Set<string>();
      const changed = new Map<string, Set<string>>();
      for (const event of batch) {
        switch (event.type) {
          case 'message.sent':
            hub.message(event.data.conversationId, event.data.messageId);
            break;
          case 'conversation.read':
            hub.receipt(event.data.conversationId);
            break;
          case 'notifications.changed':
            for (const id of event.audience) bells.add(id);
            break;
          case 'conversations.changed':
            for (const id of event.audience) lists.add(id);
            break;
          case 'sessions.ended':
            for (const id of event.audience) hub.sessionsEnded(id);
            break;
          default: {
            const topics = topicsOf(event.type).join(',');
            if (!topics) break;
            const people = changed.get(topics) ?? new Set<string>();
            for (const id of event.audience) people.add(id);
            changed.set(topics, people);
          }
        }
      }
      if (bells.size) hub.toUsers([...bells], 'notifications');
      if (lists.size) hub.toUsers([...lists], 'conversations');
      for (const [topics, people] of changed) hub.changed([...people], topics.split(',') as TEventTopic[]);
      await hub.flushed();
    },
  };
}
