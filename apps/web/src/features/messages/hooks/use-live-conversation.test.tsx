import type { TConversationSummary } from '@labora/shared/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeProvider } from '@/lib/realtime';
import { clearSession, setSession } from '@/lib/session';
import { acceptSocket, installFakeWebSocket } from '@/test/fake-websocket';
import { useOtherOnline } from './use-other-online';
import { useReadReceipts } from './use-read-receipts';

const CONVERSATION = '0b9a3c8e-3f4c-4a57-9a51-0c6f7cbb6a11';
const ME = '5c2e1a70-1b2f-4c4d-8e3a-2f1d3b4c5d6e';
const ANA = '7d3f2b81-2c30-4d5e-9f4b-3a2e4c5d6e7f';

const conversation: TConversationSummary = {
  id: CONVERSATION,
  kind: 'direct',
  name: 'Ana Souza',
  avatarUrl: null,
  contractId: null,
  contractTitle: null,
  lastMessage: null,
  unreadCount: 0,
  lastReadMessageId: 0,
  myRole: 'member',
  members: [
    { id: ME, name: 'Eu Mesmo', avatarUrl: null },
    { id: ANA, name: 'Ana Souza', avatarUrl: null },
  ],
  othersDeliveredUpTo: 10,
  othersReadUpTo: 8,
  online: false,
};

beforeEach(() => {
  setSession({ token: 'a'.repeat(40), user: { _id: ME } as never });
  installFakeWebSocket();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 200 })),
  );
});
afterEach(() => {
  clearSession();
});

function wrapper({ children }: { children: ReactNode }) {
  const queryClient = new QueryClient();
  return (
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider>{children}</RealtimeProvider>
    </QueryClientProvider>
  );
}

describe('useReadReceipts', () => {
  it('reads sent / delivered / read from the conversation, then moves forward with receipt events only', async () => {
    const { result } = renderHook(() => useReadReceipts(conversation), { wrapper });
    expect([8, 9, 10, 11].map(result.current)).toEqual(['read', 'delivered', 'delivered', 'sent']);

    const socket = await acceptSocket();
    socket.emit({ type: 'receipt', conversationId: CONVERSATION, deliveredUpTo: 12, readUpTo: 11 });
    expect([11, 12, 13].map(result.current)).toEqual(['read', 'delivered', 'sent']);
    // Another conversation's, or an older one arriving late, changes nothing.
    socket.emit({ type: 'receipt', conversationId: ANA, deliveredUpTo: 99, readUpTo: 99 });
    socket.emit({ type: 'receipt', conversationId: CONVERSATION, deliveredUpTo: 9, readUpTo: 9 });
    expect([11, 12, 13].map(result.current)).toEqual(['read', 'delivered', 'sent']);
  });

  it('shows none in a public channel', () => {
    const { result } = renderHook(() => useReadReceipts({ ...conversation, kind: 'public' }), { wrapper });
    expect(result.current(1)).toBeUndefined();
  });
});

describe('useOtherOnline', () => {
  it('watches the other person and follows their presence', async () => {
    const { result } = renderHook(() => useOtherOnline({ ...conversation, online: true }), { wrapper });
    // As loaded, until the socket says.
    expect(result.current).toBe(true);
    const socket = await acceptSocket();
    expect(socket.sent).toEqual([{ type: 'watch-presence', userIds: [ANA] }]);
    socket.emit({ type: 'presence', userId: ANA, online: false });
    expect(result.current).toBe(false);
    socket.emit({ type: 'presence', userId: ANA, online: true });
    expect(result.current).toBe(true);
  });

  it('is never online in a group', () => {
    const { result } = renderHook(() => useOtherOnline({ ...conversation, kind: 'group', online: true }), { wrapper });
    expect(result.current).toBe(false);
  });
});
