import type { TMessage, TMessageHistory } from '@labora/shared/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeProvider } from '@/lib/realtime';
import { clearSession, setSession } from '@/lib/session';
import { acceptSocket, FakeWebSocket, installFakeWebSocket, lastSocket } from '@/test/fake-websocket';
import { useConversationMessages } from './use-conversation-messages';

const CONVERSATION = '0b9a3c8e-3f4c-4a57-9a51-0c6f7cbb6a11';
const OTHER_CONVERSATION = '1c8b4d9f-4a5d-4b68-8b62-1d7f8dcc7b22';
const ME = '5c2e1a70-1b2f-4c4d-8e3a-2f1d3b4c5d6e';
const ANA = '7d3f2b81-2c30-4d5e-9f4b-3a2e4c5d6e7f';

function message(id: number, conversationId = CONVERSATION): TMessage {
  return {
    id,
    conversationId,
    senderId: ANA,
    senderName: 'Ana Souza',
    text: `mensagem ${id}`,
    createdAt: '2026-11-24T12:00:00.000Z',
    kind: 'user',
    attachments: [],
  };
}

/** The server's conversation: the history answers newest first, `after` oldest first. */
let stored: TMessage[] = [];
const afterAsked: number[] = [];

function answer(url: string): TMessageHistory {
  const query = new URL(url, 'http://labora.test').searchParams;
  const after = query.get('after');
  if (after !== null) {
    afterAsked.push(Number(after));
    return { messages: stored.filter((m) => m.id > Number(after)), hasMore: false };
  }
  return { messages: [...stored].reverse(), hasMore: false };
}

beforeEach(() => {
  stored = [message(1), message(2)];
  afterAsked.length = 0;
  setSession({ token: 'a'.repeat(40), user: { _id: ME } as never });
  installFakeWebSocket();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => new Response(JSON.stringify(answer(url)), { status: 200 })),
  );
});
afterEach(() => {
  clearSession();
});

function renderConversation(kind: 'direct' | 'public' = 'direct') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider>{children}</RealtimeProvider>
    </QueryClientProvider>
  );
  return renderHook(() => useConversationMessages({ id: CONVERSATION, kind }), { wrapper });
}

const ids = (messages: TMessage[]) => messages.map((m) => m.id);

describe('useConversationMessages', () => {
  it('appends what the socket announces for this conversation, once, and nothing of other conversations', async () => {
    const { result } = renderConversation();
    await waitFor(() => expect(ids(result.current.messages)).toEqual([1, 2]));
    const socket = await acceptSocket();

    socket.emit({ type: 'message', message: message(3) });
    socket.emit({ type: 'message', message: message(3) });
    socket.emit({ type: 'message', message: message(4, OTHER_CONVERSATION) });
    expect(ids(result.current.messages)).toEqual([1, 2, 3]);
    expect(result.current.incoming?.id).toBe(3);

    // What I sent (the POST's answer) and its announcement are one message.
    act(() => result.current.add(message(5)));
    socket.emit({ type: 'message', message: message(5) });
    expect(ids(result.current.messages)).toEqual([1, 2, 3, 5]);
  });

  it('catches up after the last id seen on every reconnect: nothing sent meanwhile is lost', async () => {
    const { result } = renderConversation();
    await waitFor(() => expect(ids(result.current.messages)).toEqual([1, 2]));
    await acceptSocket();
    await waitFor(() => expect(afterAsked).toContain(2));

    // The connection drops; two messages are stored while it is down.
    lastSocket().drop();
    stored.push(message(7), message(9));
    afterAsked.length = 0;
    await acceptSocket(2);
    await waitFor(() => expect(ids(result.current.messages)).toEqual([1, 2, 7, 9]));
    expect(afterAsked).toEqual([2]);
  });

  it('watches a public channel while it is open, again after a reconnect', async () => {
    renderConversation('public');
    const socket = await acceptSocket();
    expect(socket.sent).toEqual([{ type: 'watch-channel', conversationId: CONVERSATION }]);
    socket.drop();
    const again = await acceptSocket(2);
    expect(again.sent).toEqual([{ type: 'watch-channel', conversationId: CONVERSATION }]);
  });

  it('does not watch a direct conversation: its members get its messages anyway', async () => {
    renderConversation('direct');
    const socket = await acceptSocket();
    expect(socket.sent).toEqual([]);
    expect(FakeWebSocket.all).toHaveLength(1);
    // The session's token rides as the second subprotocol.
    expect(socket.protocols).toEqual(['labora.realtime', 'a'.repeat(40)]);
  });
});
