import type { TNotification, TNotificationsPage } from '@labora/shared/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { TestToaster } from '@/test/test-toaster';
import { unreadBadgeText } from '../lib/notification-badge';
import { MessagesNotificationsPanel } from './messages-notifications-panel';
import { NotificationBell } from './notification-bell';

const now = Date.now();
const notification = (overrides: Partial<TNotification>): TNotification => ({
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  type: 'proposal',
  text: 'Ana Souza enviou uma proposta para "Logo".',
  link: '/my-jobs/5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a/proposals',
  subjectId: null,
  createdAt: new Date(now - 5 * 60_000).toISOString(),
  readAt: null,
  ...overrides,
});
const proposal = notification({});
const payment = notification({
  id: '0f1e2d3c-4b5a-4697-8a8b-9c0d1e2f3a4b',
  type: 'payment',
  text: 'Você recebeu R$ 90,00 por "Logo".',
  link: '/withdraw',
  createdAt: new Date(now - 3 * 3600_000).toISOString(),
  readAt: new Date(now).toISOString(),
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function serve(state: { count: number; page: TNotificationsPage }) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (init?.method === 'POST' && url.endsWith('/notifications/read-all')) {
      const count = state.count;
      state.count = 0;
      state.page = { ...state.page, items: state.page.items.map((n) => ({ ...n, readAt: n.readAt ?? 'x' })) };
      return json(200, { count });
    }
    if (init?.method === 'POST' && url.includes('/read')) {
      state.count = Math.max(0, state.count - 1);
      return json(200, { ...proposal, readAt: new Date().toISOString() });
    }
    if (url.includes('/notifications/unread-count')) return json(200, { count: state.count });
    if (url.includes('/notifications')) return json(200, state.page);
    return json(404, {});
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(element: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element },
      { path: '*', element: <p>Outra página</p> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <TestToaster />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), router };
}

describe('NotificationBell', () => {
  it('caps the badge at 99+', () => {
    expect([unreadBadgeText(7), unreadBadgeText(99), unreadBadgeText(100), unreadBadgeText(4321)]).toEqual([
      '7',
      '99',
      '99+',
      '99+',
    ]);
  });

  it('shows the unread count, opens the panel with texts and relative times, and marks all read', async () => {
    const fetchMock = serve({ count: 1, page: { items: [proposal, payment], hasMore: false } });
    const { user } = renderAt(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notificações: 1 não lida' });
    expect(within(bell).getByText('1')).toBeTruthy();

    await user.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notificações' });
    const rows = await within(dialog).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Ana Souza enviou uma proposta para "Logo".há 5 minutosNão lida',
      'Você recebeu R$ 90,00 por "Logo".há 3 horas',
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Marcar todas como lidas' }));
    await screen.findByText('Todas as notificações foram marcadas como lidas.');
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringContaining('/notifications/read-all'),
      expect.objectContaining({ method: 'POST' }),
    );
    // The badge goes and the bell's name says nothing is unread (the trigger is outside the modal's tree now).
    await waitFor(() => expect(screen.queryByTestId('notification-count')).toBeNull());
    expect(bell.getAttribute('aria-label')).toBe('Notificações');
    expect(within(dialog).getByRole('button', { name: 'Marcar todas como lidas' })).toHaveProperty('disabled', true);
  });

  it('opening a notification marks it read, closes the panel and goes to its page', async () => {
    const fetchMock = serve({ count: 1, page: { items: [proposal], hasMore: false } });
    const { user, router } = renderAt(<NotificationBell />);
    await user.click(await screen.findByRole('button', { name: 'Notificações: 1 não lida' }));
    await user.click(await screen.findByRole('link', { name: /enviou uma proposta/ }));
    expect(router.state.location.pathname).toBe(proposal.link);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringContaining(`/notifications/${proposal.id}/read`),
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('the Messages panel asks only for mentions and group additions, and says so when empty', async () => {
    const fetchMock = serve({ count: 0, page: { items: [], hasMore: false } });
    renderAt(<MessagesNotificationsPanel />);
    expect(await screen.findByText('Menções e convites para grupos aparecem aqui.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Notificações' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(expect.stringContaining('filter=messages'), expect.anything());
  });
});
