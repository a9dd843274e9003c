import {
  CONNECTION_MESSAGES,
  type TConnectionPerson,
  type TIncomingRequestsPage,
  type TSuggestionsPage,
} from '@labora/shared/connections';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestToaster } from '@/test/test-toaster';
import { SuggestionsPanel } from './suggestions-panel';

const person = (overrides: Partial<TConnectionPerson>): TConnectionPerson => ({
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  name: 'Davi Rocha',
  avatarUrl: null,
  headline: '',
  mutualConnections: 2,
  ...overrides,
});
const davi = person({ headline: 'Designer UX' });
const elisa = person({ id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a', name: 'Elisa Prado', mutualConnections: 1 });
const REQUEST_ID = '7c6b5a49-3827-4165-9fed-cba987654321';
const bruno = person({ id: '0f1e2d3c-4b5a-4697-8a8b-9c0d1e2f3a4b', name: 'Bruno Lima', mutualConnections: 0 });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers the panel's calls: suggestions, incoming requests, and the given POST answer. */
function serve(options: {
  suggestions: TSuggestionsPage;
  incoming?: TIncomingRequestsPage;
  post?: (url: string) => Response;
}) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (init?.method === 'POST') return options.post?.(url) ?? json(500, {});
    if (url.includes('/connections/suggestions')) return json(200, options.suggestions);
    return json(200, options.incoming ?? { items: [], hasMore: false });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SuggestionsPanel />
      <TestToaster />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('SuggestionsPanel', () => {
  it('lists people with their connections in common, singular and plural', async () => {
    serve({ suggestions: { items: [davi, elisa], hasMore: false } });
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Pessoas que você talvez conheça' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Davi RochaDesigner UX2 conexões em comum'),
      expect.stringContaining('Elisa Prado1 conexão em comum'),
    ]);
    expect(screen.getByRole('heading', { name: 'Sugestões' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Pedidos de conexão' })).toBeNull();
  });

  it('sends the request on “Adicionar” and shows it was sent, keeping the button focused', async () => {
    const fetchMock = serve({
      suggestions: { items: [davi], hasMore: false },
      post: () => json(201, { id: REQUEST_ID, status: 'pending', person: davi, createdAt: '2026-11-24T12:00:00.000Z' }),
    });
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Adicionar Davi Rocha' }));
    const sent = await screen.findByRole('button', { name: 'Pedido enviado para Davi Rocha' });
    expect(sent.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(sent);
    expect(screen.getByRole('status').textContent).toBe('Pedido de conexão enviado para Davi Rocha.');
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([url, init]) => [url, init?.body])).toEqual([
      ['/api/connections/requests', JSON.stringify({ userId: davi.id })],
    ]);
    // A second click sends nothing.
    await user.click(sent);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('tells why a request was refused', async () => {
    serve({
      suggestions: { items: [davi], hasMore: false },
      post: () => json(409, { code: 'ALREADY_CONNECTED', message: CONNECTION_MESSAGES.alreadyConnected }),
    });
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Adicionar Davi Rocha' }));
    expect(await screen.findByText(CONNECTION_MESSAGES.alreadyConnected)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Adicionar Davi Rocha' })).toBeTruthy();
  });

  it('lets me accept or decline a request sent to me', async () => {
    const fetchMock = serve({
      suggestions: { items: [], hasMore: false },
      incoming: {
        items: [{ id: REQUEST_ID, status: 'pending', person: bruno, createdAt: '2026-11-24T12:00:00.000Z' }],
        hasMore: false,
      },
      post: () =>
        json(200, { id: REQUEST_ID, status: 'accepted', person: bruno, createdAt: '2026-11-24T12:00:00.000Z' }),
    });
    const user = renderPanel();
    expect(await screen.findByRole('heading', { name: 'Pedidos de conexão' })).toBeTruthy();
    expect(screen.getByText('0 conexões em comum')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recusar o pedido de Bruno Lima' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Aceitar o pedido de Bruno Lima' }));
    expect(await screen.findByText('Você e Bruno Lima agora estão conectados.')).toBeTruthy();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === `/api/connections/requests/${REQUEST_ID}/accept`)).toBe(true),
    );
    // Nobody to suggest yet: the panel says why.
    expect(screen.getByText(/Nenhuma sugestão por enquanto/)).toBeTruthy();
  });

  it('loads more suggestions on “Ver mais sugestões”', async () => {
    // Page 2 repeats Davi (the list moved between pages): he is shown once.
    const fetchMock = serve({ suggestions: { items: [davi], hasMore: true } });
    const user = renderPanel();
    await screen.findByText('Davi Rocha');
    serve({ suggestions: { items: [davi, elisa], hasMore: false } });
    await user.click(screen.getByRole('button', { name: 'Ver mais sugestões' }));
    expect(await screen.findByText('Elisa Prado')).toBeTruthy();
    expect(screen.getAllByText('Davi Rocha')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Ver mais sugestões' })).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/connections/suggestions?page=1&pageSize=5',
    );
  });
});
