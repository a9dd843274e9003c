import type { TMessage } from '@labora/shared/messages';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fetchMessagesAfter, useMessagePages } from '../api/get-messages';
import { POLL_MS } from '../lib/polling';

/**
 * One conversation's messages, oldest first: the loaded history pages plus what arrived since (the `after`
 * catch-up every few seconds, from the last id seen, and the messages I sent). Mount it once per conversation.
 */
export function useConversationMessages(conversationId: string) {
  const history = useMessagePages(conversationId);
  const [arrived, setArrived] = useState<TMessage[]>([]);
  /** Messages from the catch-up, not sent from this screen: the ones to announce. */
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

  const add = useCallback((message: TMessage) => setArrived((current) => [...current, message]), []);

  const historyLoaded = history.isSuccess;
  useEffect(() => {
    if (!historyLoaded) return;
    let cancelled = false;
    const timer = setInterval(async () => {
      const after = lastIdRef.current ?? 0;
      try {
        const page = await fetchMessagesAfter(conversationId, after);
        if (cancelled || page.messages.length === 0) return;
        setArrived((current) => [...current, ...page.messages]);
        setIncoming(page.messages.at(-1) ?? null);
      } catch {
        // A failed poll is retried on the next tick; real time will replace this loop.
      }
    }, POLL_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [conversationId, historyLoaded]);

  return { history, messages, lastId, add, incoming };
}
