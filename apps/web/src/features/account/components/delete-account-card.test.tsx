import { WALLET_MESSAGES } from '@labora/shared/wallet';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeleteAccountCard } from './delete-account-card';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DeleteAccountCard', () => {
  it("shows the API's reason when money still held keeps the account (409 WALLET_NOT_EMPTY)", async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(
      new Response(JSON.stringify({ code: 'WALLET_NOT_EMPTY', message: WALLET_MESSAGES.walletNotEmpty }), {
        status: 409,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const router = createMemoryRouter([{ path: '/', element: <DeleteAccountCard /> }]);
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Digite sua senha para confirmar'), 'Labora@2026');
    await user.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
    await user.click(await screen.findByRole('button', { name: 'Sim, excluir minha conta' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(WALLET_MESSAGES.walletNotEmpty));
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe('/');
  });
});
