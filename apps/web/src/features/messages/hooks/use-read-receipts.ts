import type { TConversationSummary } from '@labora/shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { queryKeys } from '@/lib/query-keys';
import { useRealtimeEvent } from '@/lib/realtime';

export type MessageReceipt = 'sent' | 'delivered' | 'read';

type Receipts = Pick<TConversationSummary, 'othersDeliveredUpTo' | 'othersReadUpTo'>;

/**
 * Where my messages stand with the others: read up to othersReadUpTo, delivered (on their screen) up to
 * othersDeliveredUpTo, sent beyond. The conversation brings them; 'receipt' events move them live (only forward:
 * an older answer arriving late does not take a tick back).
 */
export function useReadReceipts(conversation: Pick<TConversationSummary, 'id' | 'kind'> & Receipts) {
  const queryClient = useQueryClient();
  const [announced, setAnnounced] = useState<Receipts>({ othersDeliveredUpTo: 0, othersReadUpTo: 0 });

  useRealtimeEvent((event) => {
    if (event.type === 'receipt' && event.conversationId === conversation.id) {
      setAnnounced((current) => ({
        othersDeliveredUpTo: Math.max(current.othersDeliveredUpTo, event.deliveredUpTo),
        othersReadUpTo: Math.max(current.othersReadUpTo, event.readUpTo),
      }));
    } else if (event.type === 'ready') {
      // Reconnected: receipts (and presence) may have moved while nothing was announced.
      void queryClient.invalidateQueries({ queryKey: queryKeys.messages.detail(conversation.id) });
    }
  });

  const readUpTo = Math.max(conversation.othersReadUpTo, announced.othersReadUpTo);
  const deliveredUpTo = Math.max(conversation.othersDeliveredUpTo, announced.othersDeliveredUpTo, readUpTo);
  const tracked = conversation.kind !== 'public';

  /** A message of mine: its receipt; undefined where there is none to show (a public channel, anyone's). */
  return useCallback(
    (messageId: number): MessageReceipt | undefined => {
      if (!tracked) return undefined;
      if (messageId <= readUpTo) return 'read';
      return messageId <= deliveredUpTo ? 'delivered' : 'sent';
    },
    [tracked, readUpTo, deliveredUpTo],
  );
}
