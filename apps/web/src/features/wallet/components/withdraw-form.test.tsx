import { formatBRL } from '@labora/shared/money';
import { PAYOUT_ACCOUNT_MESSAGES } from '@labora/shared/payout-accounts';
import { WALLET_MESSAGES } from '@labora/shared/wallet';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestToaster } from '@/test/test-toaster';
import { WithdrawForm } from './withdraw-form';

const WITHDRAWAL = {
  id: '8d4f1c52-3c1e-4c53-9d55-2f8f5f5b1a10',
  status: 'processing',
  method: 'pix',
  amountCents: 20_000,
  feeCents: 300,
  netCents: 19_700,
  accountLabel: 'PIX · e-mail r***@example.com',
  scheduledDate: null,
  expectedBy: '2026-03-10',
  createdAt: '2026-03-10T15:00:00.000Z',
  settledAt: null,
  failureReason: null,
};

function renderForm(availableCents = 300_000) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <WithdrawForm availableCents={availableCents} />
      <TestToaster />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/** 'R$ 5,00' as Intl writes it (a no-break space after R$). */
const brl = (reais: string) => formatBRL(Math.round(Number(reais.replace('.', '').replace(',', '.')) * 100));

const fetchMock = () => vi.fn<typeof fetch>();
const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('WithdrawForm', () => {
  it('shows the fee and what reaches the account as the amount and method are typed', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText('Valor do saque (R$)'), '200');
    await user.click(screen.getByRole('radio', { name: /Transferência Bancária/ }));
    const figures = screen.getByText('Você receberá').closest('dl') as HTMLElement;
    expect(within(figures).getByText('Taxa (2,5%)')).toBeTruthy();
    expect(figures.textContent).toContain(brl('5,00'));
    expect(figures.textContent).toContain(brl('195,00'));
    expect(figures.textContent).toContain('1-3 dias úteis');
    await user.click(screen.getByRole('radio', { name: /PIX/ }));
    expect(figures.textContent).toContain(brl('197,00'));
    expect(figures.textContent).toContain('Instantâneo');
  });

  it('keeps only money in the amount: ab12.34 shows 12,34, and an empty submit puts the caret there', async () => {
    const user = renderForm();
    const amount = screen.getByLabelText<HTMLInputElement>('Valor do saque (R$)');
    await user.click(screen.getByRole('button', { name: 'Solicitar Saque' }));
    expect(document.activeElement).toBe(amount);
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    await user.type(amount, 'ab12.34');
    expect(amount.value).toBe('12,34');
    await user.click(screen.getByRole('radio', { name: /PIX/ }));
    const figures = screen.getByText('Você receberá').closest('dl') as HTMLElement;
    // 1,5% of R$ 12,34 is 18,51 centavos: 19.
    expect(figures.textContent).toContain(brl('12,15'));
  });

  it('says SPEC’s messages: every field, then the balance', async () => {
    const user = renderForm(10_000);
    await user.click(screen.getByRole('button', { name: 'Solicitar Saque' }));
    expect(screen.getByRole('alert').textContent).toBe(WALLET_MESSAGES.fillAll);

    await user.type(screen.getByLabelText('Valor do saque (R$)'), '150');
    await user.click(screen.getByRole('radio', { name: /PIX/ }));
    await user.click(screen.getByRole('button', { name: 'Solicitar Saque' }));
    expect(screen.getByText(PAYOUT_ACCOUNT_MESSAGES.pixKeyMissing)).toBeTruthy();

    await user.type(screen.getByLabelText('Chave PIX'), 'rafael@example.com');
    await user.click(screen.getByRole('button', { name: 'Solicitar Saque' }));
    expect(screen.getByRole('alert').textContent).toBe(WALLET_MESSAGES.insufficientForWithdrawal);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('confirms in Confirmar Saque and retries a request without answer under the same Idempotency-Key', async () => {
    const fetch = fetchMock()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(
        jsonResponse(201, { message: WALLET_MESSAGES.withdrawalRequested, withdrawal: WITHDRAWAL }),
      );
    vi.stubGlobal('fetch', fetch);
    const user = renderForm();
    await user.type(screen.getByLabelText('Valor do saque (R$)'), '200');
    await user.click(screen.getByRole('radio', { name: /PIX/ }));
    await user.type(screen.getByLabelText('Chave PIX'), 'rafael@example.com');
    await user.click(screen.getByRole('button', { name: 'Solicitar Saque' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirmar Saque' });
    expect(dialog.textContent).toContain(brl('200,00'));
    expect(dialog.textContent).toContain(brl('3,00'));
    expect(dialog.textContent).toContain(brl('197,00'));
    expect(dialog.textContent).toContain('PIX · e-mail r***@example.com');
    expect(dialog.textContent).toContain('Instantâneo');

    await user.click(within(dialog).getByRole('button', { name: 'Confirmar Saque' }));
    // No answer: the dialog stays with the reason, and the next click sends the same key.
    await within(dialog).findByRole('alert');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar Saque' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const sent = fetch.mock.calls.filter(([url]) => String(url).endsWith('/wallet/withdrawals'));
    expect(sent).toHaveLength(2);
    const keyOf = (init: RequestInit | undefined) =>
      (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key'];
    expect(keyOf(sent[0]?.[1])).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(sent[1]?.[1])).toBe(keyOf(sent[0]?.[1]));
    expect(JSON.parse(String(sent[1]?.[1]?.body))).toEqual({
      amountCents: 20_000,
      method: 'pix',
      accountInfo: { method: 'pix', pixKey: 'rafael@example.com' },
    });
    // Done: the form starts over.
    expect((screen.getByLabelText('Valor do saque (R$)') as HTMLInputElement).value).toBe('');
  });
});

describe('WithdrawForm with saved accounts', () => {
  const SAVED_PIX = {
    id: '0d7f5f0a-8f3e-4c1a-9a57-6a0b3a1f2c11',
    method: 'pix',
    label: 'PIX · celular (11) *****-5678',
    account: { method: 'pix', pixKey: '+5511912345678', pixKeyType: 'phone' },
    createdAt: '2026-03-01T12:00:00.000Z',
  } as const;
  const SAVED_CARD = {
    id: '5a3c1e2b-7d4f-4b6a-8c9d-0e1f2a3b4c5d',
    method: 'card',
    label: 'Cartão final 1111',
    account: { method: 'card', cardLast4: '1111' },
    createdAt: '2026-03-01T12:00:00.000Z',
  } as const;

  function renderWithSaved(savedAccounts = [SAVED_PIX, SAVED_CARD]) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <WithdrawForm availableCents={300_000} savedAccounts={[...savedAccounts]} />
        <TestToaster />
      </QueryClientProvider>,
    );
    return userEvent.setup();
  }
  const bodiesTo = (fetch: ReturnType<typeof fetchMock>, path: string) =>
    fetch.mock.calls
      .filter(([url]) => String(url).endsWith(path))
      .map(([, init]) => ({ method: init?.method, body: init?.body ? JSON.parse(String(init.body)) : undefined }));

  it('withdraws to a chosen saved key without typing it, and saves nothing', async () => {
    const fetch = fetchMock().mockResolvedValue(
      jsonResponse(201, { message: WALLET_MESSAGES.withdrawalRequested, withdrawal: WITHDRAWAL }),
    );
    vi.stubGlobal('fetch', fetch);
    const user = renderWithSaved();
    await user.type(screen.getByLabelText('Valor do saque (R$)'), '200');
    await user.click(screen.getByRole('radio', { name: /PIX/ }));
    const saved = screen.getByRole('group', { name: 'Chaves PIX salvas' });
    // Typing another key is the default; the saved one is a click away.
    expect(within(saved).getByRole('radio', { name: 'Usar outra chave PIX' })).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Salvar esta conta para próximos saques')).toHaveProperty('checked', true);
    await user.click(within(saved).getByRole('radio', { name: SAVED_PIX.label }));
    expect(screen.queryByLabelText('Chave PIX')).toBeNull();
    expect(screen.queryByLabelText('Salvar esta conta para próximos saques')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Solicitar Saque' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar Saque' });
    expect(dialog.textContent).toContain(SAVED_PIX.label);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar Saque' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesTo(fetch, '/wallet/withdrawals')).toEqual([
      {
        method: 'POST',
        body: { amountCents: 20_000, method: 'pix', accountInfo: { method: 'pix', pixKey: '+5511912345678' } },
      },
    ]);
    expect(bodiesTo(fetch, '/wallet/payout-accounts')).toEqual([]);
  });

  it('saves a typed key after the withdrawal when asked, and never offers saved cards', async () => {
    const fetch = fetchMock().mockImplementation(async (url) =>
      String(url).endsWith('/wallet/withdrawals')
        ? jsonResponse(201, { message: WALLET_MESSAGES.withdrawalRequested, withdrawal: WITHDRAWAL })
        : jsonResponse(201, { message: 'Conta salva para os próximos saques.', account: SAVED_PIX }),
    );
    vi.stubGlobal('fetch', fetch);
    const user = renderWithSaved();
    await user.click(screen.getByRole('radio', { name: /Cartão/ }));
    expect(screen.queryByRole('group', { name: /salv/ })).toBeNull();
    expect(screen.queryByLabelText('Salvar esta conta para próximos saques')).toBeNull();

    await user.type(screen.getByLabelText('Valor do saque (R$)'), '200');
    await user.click(screen.getByRole('radio', { name: /PIX/ }));
    await user.type(screen.getByLabelText('Chave PIX'), 'rafael@example.com');
    await user.click(screen.getByRole('button', { name: 'Solicitar Saque' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirmar Saque' })).getByRole('button', {
        name: 'Confirmar Saque',
      }),
    );
    await waitFor(() =>
      expect(bodiesTo(fetch, '/wallet/payout-accounts')).toEqual([
        { method: 'POST', body: { method: 'pix', pixKey: 'rafael@example.com' } },
      ]),
    );
  });

  it("puts the refusal of a CPF key that is not the account's own under 'Chave PIX'", async () => {
    const refusal = { code: 'PIX_KEY_NOT_OWN', message: PAYOUT_ACCOUNT_MESSAGES.pixCpfNotOwn };
    const fetch = fetchMock().mockImplementation(async (url) =>
      String(url).endsWith('/wallet/withdrawals') ? jsonResponse(400, refusal) : jsonResponse(200, { items: [] }),
    );
    vi.stubGlobal('fetch', fetch);
    const user = renderForm();
    await user.type(screen.getByLabelText('Valor do saque (R$)'), '200');
    await user.click(screen.getByRole('radio', { name: /PIX/ }));
    const key = screen.getByLabelText('Chave PIX');
    await user.type(key, '529.982.247-25');
    await user.click(screen.getByRole('button', { name: 'Solicitar Saque' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirmar Saque' })).getByRole('button', {
        name: 'Confirmar Saque',
      }),
    );
    await waitFor(() => expect(key.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(key.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent).toBe(
      PAYOUT_ACCOUNT_MESSAGES.pixCpfNotOwn,
    );
  });

  it('removes a saved key after a confirmation', async () => {
    const fetch = fetchMock().mockResolvedValue(jsonResponse(200, { message: 'Conta removida dos seus saques.' }));
    vi.stubGlobal('fetch', fetch);
    const user = renderWithSaved();
    await user.click(screen.getByRole('radio', { name: /PIX/ }));
    await user.click(screen.getByRole('button', { name: `Remover ${SAVED_PIX.label}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover conta salva?' });
    expect(dialog.textContent).toContain(SAVED_PIX.label);
    expect(fetch).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
    await screen.findByText('Conta removida dos seus saques.');
    expect(fetch.mock.calls.map(([url, init]) => [String(url), init?.method])).toEqual([
      [expect.stringMatching(new RegExp(`/wallet/payout-accounts/${SAVED_PIX.id}$`)), 'DELETE'],
    ]);
  });
});
