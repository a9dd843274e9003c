import type { TTrackerState } from '@labora/shared/time-tracking';
import { TIME_TRACKING_MESSAGES } from '@labora/shared/time-tracking-rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimeTracker } from './time-tracker';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

// The browser's clock is five minutes behind the server's: the clock must follow the server's.
const BROWSER_NOW = Date.parse('2026-11-27T15:00:00Z');
const SERVER_NOW = BROWSER_NOW + 5 * 60_000;
const CONTRACT = { id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', title: 'Loja virtual', clientName: 'Ana Souza' };

const runningState: TTrackerState = {
  serverNow: new Date(SERVER_NOW).toISOString(),
  running: {
    id: '7c6b5a49-3827-4165-9fed-cba987654321',
    contractId: CONTRACT.id,
    contractTitle: CONTRACT.title,
    startedAt: new Date(SERVER_NOW - 65_000).toISOString(),
    longRunning: false,
  },
  sessionStartedAt: null,
  sessionSeconds: 30,
  contracts: [CONTRACT],
};

function serve(pauseAnswer: () => TTrackerState) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url.includes('/time-tracker/pause') && init?.method === 'POST') return json(200, pauseAnswer());
    if (url.includes('/time-tracker')) return json(200, runningState);
    return json(200, { items: [], hasMore: false });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderTracker() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TimeTracker />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const clock = () => screen.getByRole('timer', { name: 'Tempo da sessão' });
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('TimeTracker', () => {
  beforeEach(() => {
    // Only the clock's own timer and Date are faked: the queries' promises and timeouts run as usual.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(BROWSER_NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('derives HH:MM:SS from the server’s running entry and ticks each second', async () => {
    serve(() => runningState);
    renderTracker();
    // 30 s recorded before + 65 s of the running entry, by the server's clock (not the browser's, 5 min behind).
    expect(await screen.findByText('00:01:35')).toBe(clock());
    expect(screen.getByText(/Registrando em Loja virtual/)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Registrar em' })).toHaveProperty('value', CONTRACT.id);
    await tick(1000);
    expect(clock().textContent).toBe('00:01:36');
    await tick(60 * 60_000);
    expect(clock().textContent).toBe('01:01:36');
  });

  it('stops ticking once paused and says what Zerar does', async () => {
    const paused: TTrackerState = {
      ...runningState,
      serverNow: new Date(SERVER_NOW + 2000).toISOString(),
      running: null,
      sessionSeconds: 97,
    };
    const fetchMock = serve(() => paused);
    const user = renderTracker();
    await screen.findByText('00:01:35');
    await tick(2000);
    await user.click(screen.getByRole('button', { name: 'Pausar cronômetro' }));
    expect(await screen.findByRole('button', { name: 'Iniciar cronômetro' })).toBeTruthy();
    expect(clock().textContent).toBe('00:01:37');
    await tick(10_000);
    expect(clock().textContent).toBe('00:01:37');
    expect(fetchMock).toHaveBeenCalledWith(expect.stringContaining('/time-tracker/pause'), expect.anything());
    const reset = screen.getByRole('button', { name: 'Zerar cronômetro' });
    expect(document.getElementById(reset.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      TIME_TRACKING_MESSAGES.resetExplained,
    );
  });

  it('says so when the tracker cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => json(500, { code: 'INTERNAL', message: 'Erro.' })),
    );
    renderTracker();
    expect(await screen.findByText('Não foi possível carregar o cronômetro.')).toBeTruthy();
  });
});
