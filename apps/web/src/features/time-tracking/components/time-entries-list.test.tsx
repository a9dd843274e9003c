import type { TTimeEntry } from '@labora/shared/time-tracking';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimeEntriesList } from './time-entries-list';

afterEach(() => {
  vi.unstubAllGlobals();
});

const entry = (overrides: Partial<TTimeEntry>): TTimeEntry => ({
  id: crypto.randomUUID(),
  contractId: null,
  contractTitle: null,
  startedAt: '2026-11-20T12:00:00.000Z',
  endedAt: '2026-11-20T13:00:00.000Z',
  manual: false,
  note: '',
  day: '2026-11-20',
  seconds: 3600,
  editable: true,
  ...overrides,
});

describe('TimeEntriesList', () => {
  it('offers correct and delete only on the entries the server still takes', async () => {
    const items = [
      entry({ startedAt: '2026-11-20T15:00:00.000Z', endedAt: null, editable: false }),
      entry({ startedAt: '2026-11-20T13:00:00.000Z', contractTitle: 'Semana fechada', editable: false }),
      entry({ startedAt: '2026-11-20T11:00:00.000Z', editable: true }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ items, hasMore: false }), { status: 200 })),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <TimeEntriesList onCorrect={() => {}} />
      </QueryClientProvider>,
    );
    await screen.findByText('Semana fechada');
    expect(screen.getAllByRole('button', { name: /^Corrigir registro/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^Excluir registro/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: /^Corrigir registro de 08:00/ })).toBeTruthy();
  });
});
