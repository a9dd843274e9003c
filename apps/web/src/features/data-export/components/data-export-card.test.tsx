import { DATA_EXPORT_MESSAGES, type TDataExport } from '@labora/shared/data-export';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataExportCard } from './data-export-card';

afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const copy = (overrides: Partial<TDataExport>): TDataExport => ({
  id: '5f0c6a52-8f7e-4d7e-9a43-1d2f3b4c5d6e',
  status: 'pending',
  createdAt: '2026-11-27T15:00:00.000Z',
  readyAt: null,
  expiresAt: null,
  sizeBytes: null,
  ...overrides,
});

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DataExportCard />
    </QueryClientProvider>,
  );
}

describe('DataExportCard', () => {
  it('asks for a copy and follows it until it is ready to download', async () => {
    let items: TDataExport[] = [];
    const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      if (url.endsWith('/users/me/data-export') && init?.method === 'POST') {
        items = [copy({})];
        return json(items[0], 201);
      }
      return json({ items });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderCard();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Solicitar cópia dos meus dados' }));
    expect(await screen.findByText('Em preparação')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Solicitar cópia dos meus dados' })).toHaveProperty('disabled', true);
    items = [
      copy({
        status: 'ready',
        readyAt: '2026-11-27T15:00:05.000Z',
        expiresAt: '2026-11-28T15:00:05.000Z',
        sizeBytes: 2048,
      }),
    ];
    // The card asks again by itself while the copy is being prepared.
    expect(await screen.findByText('Pronto', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Baixar' })).toBeTruthy();
    expect(screen.getByText(/Arquivo ZIP pronto \(2 KB\)/)).toBeTruthy();
  });

  it('shows the limit in Portuguese when a fourth copy is asked for the same day', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (_input, init) =>
      init?.method === 'POST'
        ? json({ code: 'TOO_MANY_REQUESTS', message: DATA_EXPORT_MESSAGES.rateLimited }, 429)
        : json({ items: [copy({ status: 'expired', readyAt: '2026-11-27T15:00:05.000Z' })] }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderCard();
    expect(await screen.findByText('Expirado')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Solicitar cópia dos meus dados' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(DATA_EXPORT_MESSAGES.rateLimited));
  });
});
