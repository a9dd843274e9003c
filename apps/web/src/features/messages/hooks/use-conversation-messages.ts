import type { TConversationSummary, TMessage } from '@labora/shared/messages';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useRealtimeEvent, useRealtimeLive, useWatchChannel } from '@/lib/realtime';
import { fetchMessagesAfter, useMessagePages } from '../api/get-messages';
import { FALLBACK_POLL_MS } from '../lib/polling';

/**
 * One conversation's messages, oldest first: the loaded history pages plus what arrived since (announced on the
 * WebSocket, caught up through REST `after` the last id seen on every (re)connect, and the messages I sent).
 * Mount it once per conversation.
 */
export function useConversationMessages(conversation: Pick<TConversationSummary, 'id' | 'kind'>) {
  const conversationId = conversation.id;
  const history = useMessagePages(conversationId);
  const [arrived, setArrived] = useState<TMessage[]>([]);
  /** The newest message that came from elsewhere (not sent from this screen): the one to announce. */
  const [incoming, setIncoming] = useState<TMessage | null>(null);

  const messages = useMemo(() => {
    const byId = new Map<number, TMessage>();
    const pages = history.data?.pages ?? [];
    // Each page is newest first and the pages go back in time: reversed, the whole history is oldest first.
    for (const message of pages.flatMap((page) => page.messages).reverse()) byId.set(message.id, message);
    for (const message of arrived) byId.set(message.id, message);
    return [...byId.values()].sort((a, b) => a.id - b.id);
  }, [history.data, arrived]);

  const lastId = messages.at(-1)?.id;
  const lastIdRef = useRef(lastId);
  lastIdRef.current = lastId;
  const known = useRef(new Set<number>());
  known.current = new Set(messages.map((message) => message.id));

  const add = useCallback((message: TMessage) => setArrived((current) => [...current, message]), []);

  const receive = useCallback((list: readonly TMessage[]) => {
    // The same message may come twice (announced and caught up, or sent here and announced): shown once.
    const fresh = list.filter((message) => !known.current.has(message.id));
    if (fresh.length === 0) return;
    for (const message of fresh) known.current.add(message.id);
    setArrived((current) => [...current, ...fresh]);
    setIncoming(fresh.at(-1) ?? null);
  }, []);

  // The catch-up: everything after the last id seen, a page at a time. One at a time; a request for another while
  // one runs is served by running once more after it.
  const unmounted = useRef(false);
  useEffect(() => {
    unmounted.current = false;
    return () => {
      unmounted.current = true;
    };
  }, []);
  const running = useRef(false);
  const requested = useRef(false);
  const catchUp = useCallback(async () => {
    requested.current = true;
    if (running.current) return;
    running.current = true;
    try {
      while (requested.current && !unmounted.current) {
        requested.current = false;
        let after = lastIdRef.current ?? 0;
        for (;;) {
          const page = await fetchMessagesAfter(conversationId, after);
          if (unmounted.current) return;
          receive(page.messages);
          after = Math.max(after, page.messages.at(-1)?.id ?? after);
          if (!page.hasMore) break;
        }
      }
    } catch {
      // Retried at the next (re)connect, or by the fallback poll while the socket is down.
    } finally {
      running.current = false;
    }
  }, [conversationId, receive]);

  const historyLoaded = history.isSuccess;
  const historyLoadedRef = useRef(historyLoaded);
  historyLoadedRef.current = historyLoaded;

  // Once the history is here: whatever came between its request and the socket watching (a public channel is
  // announced only once watched).
  useEffect(() => {
    if (historyLoaded) void catchUp();
  }, [historyLoaded, catchUp]);

  useRealtimeEvent((event) => {
    if (event.type === 'message' && event.message.conversationId === conversationId) receive([event.message]);
    // Before the history has loaded there is no last id to catch up from: the history itself is the catch-up.
    else if (event.type === 'ready' && historyLoadedRef.current) void catchUp();
  });

  useWatchChannel(conversation.kind === 'public' ? conversationId : null);

  // Only while the socket is down: nothing is announced then, so ask now and then (see FALLBACK_POLL_MS).
  const live = useRealtimeLive();
  useEffect(() => {
    if (!historyLoaded || live) return;
    const timer = setInterval(() => void catchUp(), FALLBACK_POLL_MS);
    return () => clearInterval(timer);
  }, [historyLoaded, live, catchUp]);

  return { history, messages, lastId, add, incoming };
}
