import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queryKeys } from '@/lib/query-keys';
import { useRealtimeEvent } from '@/lib/realtime';

/** A burst of messages (a busy channel) refetches the lists once, this long after the first of them. */
const LIST_REFRESH_MS = 200;

/**
 * What the tab's socket announces, turned into refetches of the cached lists: the conversations (their last
 * message, unread dots and tab badges), the bell and incoming connection requests. The open conversation follows
 * its own messages itself (features/messages/hooks/use-conversation-messages.ts).
 */
export function useRealtimeQuerySync() {
  const queryClient = useQueryClient();
  const listTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(listTimer.current), []);

  function refreshConversationLists() {
    if (listTimer.current !== undefined) return;
    listTimer.current = setTimeout(() => {
      listTimer.current = undefined;
      void queryClient.invalidateQueries({ queryKey: queryKeys.messages.allConversations });
    }, LIST_REFRESH_MS);
  }

  /** The bell, and what a notification may be about that is on screen (a connection request to answer). */
  function refreshNotified() {
    void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.connections.incoming() });
  }

  useRealtimeEvent((event) => {
    switch (event.type) {
      case 'ready':
        // Connected again: whatever happened while the socket was down is read afresh.
        refreshConversationLists();
        refreshNotified();
        break;
      case 'message':
      case 'conversations':
        refreshConversationLists();
        break;
      case 'notifications':
        refreshNotified();
        break;
      default:
        break;
    }
  });
}
