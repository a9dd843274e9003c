import { CONTRACT_MESSAGES, type TContract, type TDelivery } from '@labora/shared/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/lib/format';
import { TestToaster } from '@/test/test-toaster';
import { ContractDeliveries } from './contract-deliveries';

const CONTRACT_ID = '3f2e1d0c-9b8a-4765-8432-10fedcba9876';

function delivery(overrides: Partial<TDelivery> = {}): TDelivery {
  return {
    id: '7c6b5a49-3827-4165-9fed-cba987654321',
    message: 'Primeira versão do site.',
    status: 'pending',
    answer: null,
    answeredAt: null,
    createdAt: '2026-11-20T15:00:00.000Z',
    files: [],
    ...overrides,
  };
}

function contractOf(overrides: Partial<TContract> = {}): TContract {
  return {
    id: CONTRACT_ID,
    jobId: null,
    gigId: null,
    title: 'Site institucional',
    description: '',
    valueCents: 150_000,
    status: 'em_andamento',
    progress: 50,
    startDate: '2026-11-10',
    endDate: '2026-12-10',
    fundedAt: '2026-11-09T12:00:00.000Z',
    escrowCents: 150_000,
    createdAt: '2026-11-09T12:00:00.000Z',
    client: { id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Carla Souza', avatarUrl: null },
    freelancer: { id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a', name: 'Rafael Lima', avatarUrl: null },
    deliveries: [],
    autoReleaseAt: null,
    disputeId: null,
    hourlyRateCents: null,
    weeklyLimitHours: null,
    allowedActions: ['conclude'],
    myRole: 'freelancer',
    canReview: false,
    myReview: null,
    theirReview: null,
    ...overrides,
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderDeliveries(contract: TContract) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ContractDeliveries contract={contract} />
      <TestToaster />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('ContractDeliveries', () => {
  it('shows nothing before the work started', () => {
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <ContractDeliveries contract={contractOf({ status: 'aguardando_inicio', allowedActions: ['start'] })} />
      </QueryClientProvider>,
    );
    expect(container.textContent).toBe('');
  });

  it('lets the freelancer deliver a message and files, as multipart', async () => {
    const answered = contractOf({ deliveries: [delivery()], autoReleaseAt: '2026-11-27T15:00:00.000Z' });
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(json(201, { ...answered, message: CONTRACT_MESSAGES.delivered }));
    vi.stubGlobal('fetch', fetchMock);
    const user = renderDeliveries(contractOf());

    await user.click(screen.getByRole('button', { name: 'Entregar' }));
    expect(screen.getByText(CONTRACT_MESSAGES.deliveryMessageRequired)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('O que você está entregando'), 'Primeira versão do site.');
    await user.upload(
      screen.getByLabelText('Arquivos da entrega (opcional)'),
      new File(['%PDF-1.4'], 'layout.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByRole('list', { name: 'Arquivos escolhidos' }).textContent).toContain('layout.pdf');
    await user.click(screen.getByRole('button', { name: 'Entregar' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`/api/contracts/${CONTRACT_ID}/deliveries`);
    const body = init?.body as FormData;
    expect(JSON.parse(String(body.get('delivery')))).toEqual({ message: 'Primeira versão do site.' });
    expect((body.getAll('attachments') as File[]).map((f) => f.name)).toEqual(['layout.pdf']);
    expect(await screen.findAllByText(CONTRACT_MESSAGES.delivered)).not.toHaveLength(0);
  });

  it('tells the freelancer when a waiting delivery is released by itself, and hides the form meanwhile', () => {
    const autoReleaseAt = '2026-11-27T15:00:00.000Z';
    renderDeliveries(contractOf({ deliveries: [delivery()], autoReleaseAt }));
    expect(screen.queryByRole('form', { name: 'Entregar' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Entrega 1' }).textContent).toContain(
      `Aguardando Carla Souza. Se não houver resposta até ${formatDateTime(autoReleaseAt)}, o pagamento é liberado automaticamente para você.`,
    );
    expect(screen.queryByRole('button', { name: 'Pedir alterações' })).toBeNull();
  });

  it('gives the client the rule with its date and “Pedir alterações” on the waiting delivery', async () => {
    const autoReleaseAt = '2026-11-27T15:00:00.000Z';
    const first = delivery({
      id: '0f1e2d3c-4b5a-4697-8a8b-9c0d1e2f3a4b',
      status: 'changes_requested',
      answer: 'Troque as cores.',
      answeredAt: '2026-11-18T10:00:00.000Z',
      createdAt: '2026-11-17T10:00:00.000Z',
      files: [
        { id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e', fileName: 'v1.pdf', contentType: 'application/pdf', size: 2048 },
      ],
    });
    const second = delivery({ message: 'Cores trocadas.' });
    const contract = contractOf({ myRole: 'client', deliveries: [first, second], autoReleaseAt });
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(
      json(200, {
        ...contract,
        deliveries: [first, { ...second, status: 'changes_requested', answer: 'Aumente o logo.' }],
        autoReleaseAt: null,
        disputeId: null,
        message: CONTRACT_MESSAGES.changesRequested,
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = renderDeliveries(contract);

    expect(screen.queryByRole('form', { name: 'Entregar' })).toBeNull();
    const [newest, oldest] = screen.getAllByRole('article');
    expect(newest?.textContent).toContain('Entrega 2');
    expect(newest?.textContent).toContain(
      `Se você não responder até ${formatDateTime(autoReleaseAt)}, o pagamento é liberado automaticamente ao freelancer.`,
    );
    expect(oldest?.textContent).toContain('Alterações pedidas por você');
    expect(oldest?.textContent).toContain('Troque as cores.');
    expect(within(oldest as HTMLElement).getByRole('button', { name: 'Baixar v1.pdf' })).toBeTruthy();
    expect(within(oldest as HTMLElement).queryByRole('button', { name: 'Pedir alterações' })).toBeNull();

    await user.click(within(newest as HTMLElement).getByRole('button', { name: 'Pedir alterações' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pedir alterações' });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar pedido de alterações' }));
    expect(within(dialog).getByText(CONTRACT_MESSAGES.changesRequired)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('O que precisa ser alterado'), 'Aumente o logo.');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar pedido de alterações' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`/api/contracts/${CONTRACT_ID}/deliveries/${second.id}/changes`);
    expect(JSON.parse(String(init?.body))).toEqual({ message: 'Aumente o logo.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
