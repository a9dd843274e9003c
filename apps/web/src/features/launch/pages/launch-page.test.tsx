import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LaunchPage } from './launch-page';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The page against a server whose clock reads `serverNow` and whose launch is at `launchAt`. */
async function renderPage(launchAt: string, serverNow: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json({ launchAt, now: serverNow })),
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <LaunchPage /> }])} />);
  await screen.findByText('Tempo restante para o lançamento:');
}

const digits = () =>
  Array.from(screen.getByRole('timer').querySelectorAll('span.tabular-nums'), (el) => el.textContent);

describe('LaunchPage', () => {
  it("counts down on the server's clock, whatever the phone's says, and announces once a minute", async () => {
    // The browser believes it is 2020; the server says one day, 2 hours, 3 minutes and 5 seconds are left.
    vi.setSystemTime(new Date('2020-01-01T00:00:00Z'));
    await renderPage('2027-01-02T02:03:05.000Z', '2027-01-01T00:00:00.000Z');
    await vi.waitFor(() => expect(digits()).toEqual(['01', '02', '03', '05']));
    const live = screen.getByText(/^Faltam/);
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(live.textContent).toBe('Faltam 1 dia, 2 horas e 3 minutos para o lançamento.');

    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(digits()).toEqual(['01', '02', '03', '02']);
    // The seconds tick, the spoken line does not.
    expect(live.textContent).toBe('Faltam 1 dia, 2 horas e 3 minutos para o lançamento.');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(live.textContent).toBe('Faltam 1 dia, 2 horas e 2 minutos para o lançamento.');
  });

  it('stops at zero and says Labora has launched, with the way to the login page', async () => {
    vi.setSystemTime(new Date('2027-01-01T00:00:00Z'));
    await renderPage('2027-01-01T00:00:02.000Z', '2027-01-01T00:00:00.000Z');
    await vi.waitFor(() => expect(digits()).toEqual(['00', '00', '00', '02']));
    expect(screen.queryByText(/já foi lançada/)).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(digits()).toEqual(['00', '00', '00', '00']);
    expect(screen.getByText('A Labora já foi lançada! Entre e comece agora.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir para o login' }).getAttribute('href')).toBe('/login');
  });
});
