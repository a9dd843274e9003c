import type { TGig, TGigOrder, TGigPackageTier } from '@labora/shared/gigs';
import { GIG_ORDER_MESSAGES } from '@labora/shared/gigs';
import { formatBRL } from '@labora/shared/money';
import { WALLET_MESSAGES } from '@labora/shared/wallet';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { NETWORK_MESSAGE } from '@/components/ui/load-states';
import { TestToaster } from '@/test/test-toaster';
import { type GigBuyerWallet, GigOrderPanel } from './gig-order-panel';

const gig: TGig = {
  id: '0b9f6a52-3c41-4d8e-9f0a-1b2c3d4e5f60',
  title: 'Logotipo profissional',
  description: 'Três propostas.',
  category: 'Design Gráfico',
  priceCents: 45_000,
  packages: [
    {
      tier: 'basico',
      name: 'Básico',
      priceCents: 45_000,
      deliveryDays: 5,
      revisions: 1,
      included: ['Logotipo em PNG'],
    },
    { tier: 'premium', name: 'Premium', priceCents: 90_000, deliveryDays: 8, revisions: 4, included: ['Manual'] },
  ],
  imageUrl: null,
  hasVideoCall: false,
  createdAt: '2026-11-01T12:00:00.000Z',
  seller: {
    id: '6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b',
    name: 'Bruna Lima',
    avatarUrl: null,
    level: 'Novo',
    rating: null,
    reviewCount: 0,
  },
};

function orderOf(status: TGigOrder['status']): TGigOrder {
  return {
    id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
    gigId: gig.id,
    gigTitle: gig.title,
    priceCents: gig.priceCents,
    package: { tier: 'basico', name: 'Básico', deliveryDays: 5, revisions: 1, included: ['Logotipo em PNG'] },
    dueDate: null,
    message: '',
    status,
    createdAt: '2026-11-24T12:00:00.000Z',
    answeredAt: null,
    contractId: null,
    buyer: { id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', name: 'Carla Souza', avatarUrl: null },
    seller: { id: gig.seller.id, name: gig.seller.name, avatarUrl: null },
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The API as the panel sees it: the buyer's orders of the gig, and what `order` answers to 'Contratar'. */
function serve(order: (init: RequestInit) => Response | Promise<Response>, orders: TGigOrder[] = []) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init = {}) => {
    const url = String(input);
    if (url.startsWith('/api/gig-orders?')) return json(200, { items: orders, total: orders.length });
    if (url === `/api/gigs/${gig.id}/orders` && init.method === 'POST') return order(init);
    if (url.startsWith('/api/gig-orders/') && init.method === 'POST') {
      return json(200, { message: GIG_ORDER_MESSAGES.cancelled, order: orderOf('cancelled') });
    }
    return json(404, { code: 'NOT_FOUND', message: 'não' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const posts = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => init as RequestInit);
const keyOf = (init: RequestInit) => (init.headers as Record<string, string>)['Idempotency-Key'];

/** The panel with its package choice kept as the gig page keeps it. */
function ChoosingPanel({ wallet }: { wallet: GigBuyerWallet | undefined }) {
  const [tier, setTier] = useState<TGigPackageTier>('basico');
  return <GigOrderPanel gig={gig} wallet={wallet} tier={tier} onTierChange={setTier} />;
}

function renderPanel(wallet: GigBuyerWallet | undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: <ChoosingPanel wallet={wallet} /> }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <TestToaster />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('GigOrderPanel', () => {
  it('pays from the wallet with an Idempotency-Key, showing the balance, the price and the escrow rule', async () => {
    const fetchMock = serve(() => json(201, { message: GIG_ORDER_MESSAGES.sent, order: orderOf('pending') }));
    const user = renderPanel({ availableCents: 300_000, sandbox: true });
    const wallet = await screen.findByRole('radio', { name: /Saldo da Carteira/ });
    expect((wallet as HTMLInputElement).checked).toBe(true);
    expect(wallet.closest('label')?.textContent).toContain(`Disponível: ${formatBRL(300_000)}`);
    expect(screen.getByText('Total a pagar').parentElement?.textContent).toContain(formatBRL(45_000));
    expect(
      screen.getByText(/O valor fica guardado pela Labora até o freelancer aceitar; se ele recusar ou você cancelar/),
    ).toBeTruthy();
    expect(screen.queryByText(/O pagamento ainda não é feito pela Labora/)).toBeNull();

    await user.type(screen.getByLabelText('Mensagem para o freelancer (opcional)'), 'Até sexta.');
    await user.click(screen.getByRole('button', { name: /^Contratar/ }));
    expect(await screen.findAllByText(GIG_ORDER_MESSAGES.sent)).not.toHaveLength(0);
    const [sent] = posts(fetchMock);
    expect(JSON.parse(String(sent?.body))).toEqual({
      package: 'basico',
      message: 'Até sexta.',
      method: 'saldoCarteira',
    });
    expect(keyOf(sent as RequestInit)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('orders the package chosen in its tab, showing its terms and price on the button', async () => {
    const fetchMock = serve(() => json(201, { message: GIG_ORDER_MESSAGES.sent, order: orderOf('pending') }));
    const user = renderPanel({ availableCents: 300_000, sandbox: true });
    expect(await screen.findByRole('button', { name: `Contratar (${formatBRL(45_000)})` })).toBeTruthy();
    expect(screen.getByText('Entrega em 5 dias')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /Premium/ }));
    expect(screen.getByText('Entrega em 8 dias')).toBeTruthy();
    expect(screen.getByText('4 revisões')).toBeTruthy();
    expect(screen.getByText('Total a pagar').parentElement?.textContent).toContain(formatBRL(90_000));
    await user.click(screen.getByRole('button', { name: `Contratar (${formatBRL(90_000)})` }));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    const [sent] = posts(fetchMock);
    // The package by name only: the price is the server's to read.
    expect(JSON.parse(String(sent?.body))).toEqual({ package: 'premium', message: '', method: 'saldoCarteira' });
  });

  it("says 'Saldo insuficiente para Pagamento.' with the way to add money, sending nothing", async () => {
    const fetchMock = serve(() => json(500, {}));
    const user = renderPanel({ availableCents: 10_000, sandbox: true });
    expect((await screen.findByRole('radio', { name: /Saldo da Carteira/ })).closest('label')?.textContent).toContain(
      '(insuficiente)',
    );
    await user.click(screen.getByRole('button', { name: /^Contratar/ }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(WALLET_MESSAGES.insufficientForPayment);
    expect(within(alert).getByRole('link', { name: 'Adicionar saldo à carteira' }).getAttribute('href')).toBe(
      '/payment',
    );
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('shows the API’s refusal as it is, with the link when the wallet was short after all', async () => {
    serve(() => json(409, { code: 'INSUFFICIENT_FUNDS', message: WALLET_MESSAGES.insufficientForPayment }));
    // The balance could not be read: the API decides.
    const user = renderPanel(undefined);
    await user.click(await screen.findByRole('button', { name: /^Contratar/ }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(WALLET_MESSAGES.insufficientForPayment);
    expect(within(alert).getByRole('link', { name: 'Adicionar saldo à carteira' })).toBeTruthy();
  });

  it('pays by card with the test card number (modo de teste), reusing the key when the click is retried', async () => {
    let calls = 0;
    const fetchMock = serve(() => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return json(201, { message: GIG_ORDER_MESSAGES.sent, order: orderOf('pending') });
    });
    const user = renderPanel({ availableCents: 0, sandbox: true });
    await user.click(await screen.findByRole('radio', { name: /Cartão de Crédito/ }));
    expect(screen.getByRole('radio', { name: /Cartão de Crédito/ }).closest('label')?.textContent).toContain(
      'Modo de teste',
    );
    await user.click(screen.getByRole('button', { name: /^Contratar/ }));
    const card = screen.getByLabelText('Número do cartão');
    const description = (card.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(description).toContain(WALLET_MESSAGES.cardNumberInvalid);
    expect(description).toContain('Modo de teste: use um cartão de teste');
    expect(posts(fetchMock)).toHaveLength(0);

    await user.type(screen.getByLabelText('Número do cartão'), '4111 1111 1111 1111');
    await user.click(screen.getByRole('button', { name: /^Contratar/ }));
    expect((await screen.findByRole('alert')).textContent).toContain(NETWORK_MESSAGE);
    await user.click(screen.getByRole('button', { name: /^Contratar/ }));
    expect(await screen.findAllByText(GIG_ORDER_MESSAGES.sent)).not.toHaveLength(0);
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(2));
    const [first, retry] = posts(fetchMock);
    expect(JSON.parse(String(first?.body))).toEqual({
      package: 'basico',
      message: '',
      method: 'card',
      cardNumber: '4111 1111 1111 1111',
    });
    expect(keyOf(retry as RequestInit)).toBe(keyOf(first as RequestInit));
  });

  it('tells a declined order’s buyer the money is back, and lets them order again', async () => {
    serve(() => json(500, {}), [orderOf('declined')]);
    renderPanel({ availableCents: 50_000, sandbox: false });
    expect(await screen.findByText(/recusou este pedido, e o valor voltou para a sua carteira/)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: /^Contratar/ })).toBeTruthy());
  });

  it('cancels a waiting order with an Idempotency-Key (its payment returns to the wallet)', async () => {
    const fetchMock = serve(() => json(500, {}), [orderOf('pending')]);
    const user = renderPanel({ availableCents: 0, sandbox: true });
    expect(await screen.findByText(/está guardado pela Labora/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Cancelar pedido/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar este pedido?' });
    expect(dialog.textContent).toContain(`O valor pago, ${formatBRL(45_000)}, volta para a sua carteira.`);
    await user.click(within(dialog).getByRole('button', { name: 'Sim, cancelar pedido' }));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    const [cancel] = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(String(cancel?.[0])).toBe(`/api/gig-orders/${orderOf('pending').id}/cancel`);
    expect(keyOf(cancel?.[1] as RequestInit)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
