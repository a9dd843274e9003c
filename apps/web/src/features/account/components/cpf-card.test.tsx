import { CPF_MESSAGES } from '@labora/shared/account';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CpfCard } from './cpf-card';

afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The card against a fake API: GET answers `initial`, PUT answers `onPut(body)`. */
function renderCard(initial: unknown, onPut: (body: unknown) => Response = () => json(500, {})) {
  const fetchMock = vi.fn<typeof fetch>(async (_url, init) =>
    init?.method === 'PUT' ? onPut(JSON.parse(String(init.body))) : json(200, initial),
  );
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CpfCard />
    </QueryClientProvider>,
  );
  const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
  return { puts };
}

describe('CpfCard', () => {
  it('refuses a CPF with wrong check digits in the browser, then saves a valid one and shows it masked', async () => {
    const { puts } = renderCard({ cpf: null, cpfVerified: false }, () =>
      json(200, { message: CPF_MESSAGES.saved, cpf: '***.982.247-**', cpfVerified: true }),
    );
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: 'CPF' });
    await user.type(field, '529.982.247-26');
    await user.click(screen.getByRole('button', { name: 'Salvar CPF' }));
    expect(await screen.findByText(CPF_MESSAGES.invalid)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(puts()).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '529.982.247-25');
    await user.click(screen.getByRole('button', { name: 'Salvar CPF' }));
    expect(await screen.findByText('***.982.247-**')).toBeTruthy();
    expect(screen.getByText('CPF verificado')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Salvar CPF' })).toBeNull();
    // What goes to the API is the digits only (the shared schema's output).
    expect(JSON.parse(String(puts()[0]?.[1]?.body))).toEqual({ cpf: '52998224725' });
  });

  it("shows the server's refusal of a CPF another account has under the field", async () => {
    renderCard({ cpf: null, cpfVerified: false }, () => json(409, { code: 'CPF_TAKEN', message: CPF_MESSAGES.taken }));
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: 'CPF' });
    await user.type(field, '52998224725');
    await user.click(screen.getByRole('button', { name: 'Salvar CPF' }));
    await waitFor(() => expect(screen.getByText(CPF_MESSAGES.taken)).toBeTruthy());
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
  });

  it('shows a CPF already set masked with its badge, and no form (support changes it)', async () => {
    renderCard({ cpf: '***.456.789-**', cpfVerified: true });
    expect(await screen.findByText('***.456.789-**')).toBeTruthy();
    expect(screen.getByText('CPF verificado')).toBeTruthy();
    expect(screen.getByText(/fale com o suporte/)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
