import type { TMessage } from '@labora/shared/messages';
import { SCAM_WARNING } from '@labora/shared/scam-warnings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { MessageBubble } from './message-bubble';

const CONVERSATION = '3f2e1d0c-9b8a-4765-8432-10fedcba9876';

function message(overrides: Partial<TMessage> = {}): TMessage {
  return {
    id: 7,
    conversationId: CONVERSATION,
    senderId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    senderName: 'Carla Souza',
    text: 'Oi!',
    createdAt: '2026-11-24T15:00:00.000Z',
    kind: 'user',
    attachments: [],
    ...overrides,
  };
}

function renderBubble(m: TMessage, mine = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MessageBubble message={m} mine={mine} showSender={false} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('MessageBubble', () => {
  it('warns both sides under a message with a phone number, linking to how escrow protects them', () => {
    for (const mine of [false, true]) {
      renderBubble(message({ text: 'Me chama no zap: (11) 98765-4321' }), mine);
      // The message stays as it was; the warning comes under it.
      expect(screen.getByText('Me chama no zap: (11) 98765-4321')).toBeTruthy();
      expect(screen.getByText(SCAM_WARNING.text, { exact: false })).toBeTruthy();
      const link = screen.getByRole<HTMLAnchorElement>('link', { name: SCAM_WARNING.linkLabel });
      expect(link.getAttribute('href')).toBe(paths.escrowHelp);
      document.body.innerHTML = '';
    }
  });

  it('does not warn about prices and dates', () => {
    renderBubble(message({ text: 'Fica R$ 1.200 e entrego dia 15/12/2026.' }));
    expect(screen.queryByText(SCAM_WARNING.text, { exact: false })).toBeNull();
  });

  it('shows files as tiles, previews images and downloads with the session token', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockImplementation(async () => new Response('PNG', { status: 200, headers: { 'Content-Type': 'image/png' } }));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }));
    const user = renderBubble(
      message({
        text: '',
        attachments: [
          { id: '0f1e2d3c-4b5a-4697-8a8b-9c0d1e2f3a4b', fileName: 'layout.png', contentType: 'image/png', size: 2048 },
          {
            id: '7c6b5a49-3827-4165-9fed-cba987654321',
            fileName: 'escopo.pdf',
            contentType: 'application/pdf',
            size: 4096,
          },
        ],
      }),
    );
    expect(((await screen.findByAltText('layout.png')) as HTMLImageElement).src).toBe('blob:preview');
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      `/api/conversations/${CONVERSATION}/attachments/0f1e2d3c-4b5a-4697-8a8b-9c0d1e2f3a4b`,
    );
    expect(screen.getByRole('button', { name: 'Baixar escopo.pdf' }).textContent).toContain('4 KB');
    await user.click(screen.getByRole('button', { name: 'Baixar escopo.pdf' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenLastCalledWith(
        `/api/conversations/${CONVERSATION}/attachments/7c6b5a49-3827-4165-9fed-cba987654321`,
        expect.anything(),
      ),
    );
  });
});
