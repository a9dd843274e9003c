import type { TEventTopic } from '@labora/shared/events';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queryKeys } from '@/lib/query-keys';
import { useRealtimeEvent } from '@/lib/realtime';

/** A burst of messages (a busy channel) refetches the lists once, this long after the first of them. */
const LIST_REFRESH_MS = 200;

/**
 * What each topic of the server's 'changed' signal refreshes: the query-key branches of its features, and the
 * dashboards' one aggregate (GET /api/dashboard), which shows a part of every one of them.
 */
const TOPIC_KEYS: Record<TEventTopic, readonly (readonly string[])[]> = {
  contracts: [queryKeys.contracts.all, queryKeys.dashboard.all],
  proposals: [queryKeys.proposals.all, queryKeys.dashboard.all],
  jobs: [queryKeys.jobs.all, queryKeys.dashboard.all],
  gigs: [queryKeys.gigs.all, queryKeys.dashboard.all],
  wallet: [queryKeys.wallet.all, queryKeys.dashboard.all],
  reviews: [queryKeys.reviews.all, queryKeys.dashboard.all],
  disputes: [queryKeys.disputes.all, queryKeys.dashboard.all],
  timeTracking: [queryKeys.timeTracking.all, queryKeys.dashboard.all],
};
const ALL_TOPICS = Object.keys(TOPIC_KEYS) as TEventTopic[];

/**
 * What the tab's socket announces, turned into refetches of the cached lists: the conversations (their last
 * message, unread dots and tab badges), the bell and incoming connection requests, and whatever an event of the
 * server's log changed for this person (a contract moved, a proposal came, an order was answered, money moved). The open conversation follows
 * its own messages itself (features/messages/hooks/use-conversation-messages.ts).
 */
export function useRealtimeQuerySync() {
  const queryClient = useQueryClient();
  const listTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const connectedBefore = useRef(false);
  useEffect(() => () => clearTimeout(listTimer.current), []);

  /** Contracts, proposals, orders, money…: what the open screens show of these features is read again. */
  function refreshTopics(topics: readonly TEventTopic[]) {
    for (const topic of new Set(topics)) {
      for (const queryKey of TOPIC_KEYS[topic]) void queryClient.invalidateQueries({ queryKey });
    }
  }

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
        // Connected again: whatever happened while the socket was down is read afresh (the first connection
        // follows the screen's own first reads).
        refreshConversationLists();
        refreshNotified();
        if (connectedBefore.current) refreshTopics(ALL_TOPICS);
        connectedBefore.current = true;
        break;
      case 'changed':
        refreshTopics(event.topics);
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
