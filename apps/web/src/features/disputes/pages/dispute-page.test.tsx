import { DISPUTE_MESSAGES, type TDispute } from '@labora/shared/disputes';
import { formatBRL } from '@labora/shared/money';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DISPUTE_ID, disputeOf, json, renderWithApp } from '../test/dispute-fixtures';
import { DisputePage } from './dispute-page';

function renderPage(dispute: TDispute) {
  // Every call answers the case as it is (the page refetches it after a step).
  const fetchMock = vi.fn<typeof fetch>().mockImplementation(async () => json(200, dispute));
  vi.stubGlobal('fetch', fetchMock);
  const user = renderWithApp(<DisputePage />, { path: `/disputas/${DISPUTE_ID}`, pattern: '/disputas/:id' });
  return { user, fetchMock };
}

const DECIDED = disputeOf({
  status: 'decided',
  myRole: 'client',
  moderator: { id: '7f6e5d4c-3b2a-4190-8f7e-6d5c4b3a2918', name: 'Marina', avatarUrl: null },
  deadlines: {
    answerBy: null,
    takeBy: null,
    decideBy: null,
    defaultDecisionAt: null,
    appealBy: '2026-12-09T13:00:00.000Z',
    appealReviewBy: null,
  },
  decision: {
    freelancerCents: 60_000,
    clientCents: 40_000,
    freelancerNetCents: 54_000,
    reason: 'A entrega parcial cobre cerca de 60% do escopo combinado na proposta.',
    source: 'moderator',
    decidedAt: '2026-12-01T15:00:00.000Z',
    final: false,
  },
  allowedActions: ['accept', 'appeal'],
});

describe('DisputePage', () => {
  it('lists every deadline with its date in São Paulo time, and the answer and evidence forms the side may use', async () => {
    renderPage(disputeOf());
    const deadlines = await screen.findByRole('region', { name: 'Prazos' });
    const items = within(deadlines).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Resposta da outra parteaté 02/12/2026 às 10:00',
      'Sem decisão até lá: metade do valor para cada ladoaté 16/12/2026 às 10:00',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Site institucional' })).toBeTruthy();
    expect(screen.getByText('Valor congelado em custódia').nextElementSibling?.textContent).toBe(formatBRL(100_000));
    expect(screen.getByRole('form', { name: 'Responder à disputa' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Adicionar evidência' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Aceitar decisão' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Recorrer' })).toBeNull();
    // The timeline: who, in which role, what they wrote and their file.
    const opened = screen.getByText('Abriu a disputa').closest('li') as HTMLElement;
    expect(opened.textContent).toContain('Carla Souza · Cliente');
    expect(opened.textContent).toContain('O site não foi entregue');
    expect(within(opened).getByRole('button', { name: 'Baixar conversa.pdf' })).toBeTruthy();
  });

  it('shows no form to a side allowed nothing (the opener waiting for the answer)', async () => {
    renderPage(disputeOf({ myRole: 'client', allowedActions: [] }));
    await screen.findByRole('region', { name: 'Prazos' });
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Aceitar decisão' })).toBeNull();
  });

  it('shows the decision with its split and reason, and accepts it with an Idempotency-Key', async () => {
    const { user, fetchMock } = renderPage(DECIDED);
    const decision = await screen.findByRole('region', { name: 'Decisão' });
    expect(decision.textContent).toContain(DECIDED.decision?.reason);
    expect(decision.textContent).toContain(formatBRL(54_000));
    expect(decision.textContent).toContain('Decisão da moderação');
    expect(screen.getByRole('button', { name: 'Recorrer' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Responder à disputa' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Adicionar evidência' })).toBeNull();
    const deadlines = screen.getByRole('region', { name: 'Prazos' });
    expect(deadlines.textContent).toContain('até 09/12/2026 às 10:00');

    await user.click(screen.getByRole('button', { name: 'Aceitar decisão' }));
    await user.click(screen.getByRole('button', { name: 'Sim, aceitar decisão' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === `/api/disputes/${DISPUTE_ID}/accept`)).toBe(true),
    );
    const accept = fetchMock.mock.calls.find(([url]) => url === `/api/disputes/${DISPUTE_ID}/accept`);
    expect(new Headers(accept?.[1]?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText(DISPUTE_MESSAGES.accepted)).toBeTruthy();
  });

  it('asks for the appeal’s reason in the shared words before sending it', async () => {
    const { user, fetchMock } = renderPage(DECIDED);
    await user.click(await screen.findByRole('button', { name: 'Recorrer' }));
    await user.type(screen.getByLabelText('Por que você recorre'), 'Discordo.');
    await user.click(screen.getByRole('button', { name: 'Enviar recurso' }));
    expect(await screen.findByText(DISPUTE_MESSAGES.appealReasonTooShort)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('sends the answer with its file as multipart, the statement in the `answer` field', async () => {
    const { user, fetchMock } = renderPage(disputeOf());
    const form = await screen.findByRole('form', { name: 'Responder à disputa' });
    const statement = 'Entreguei a primeira versão no prazo; o cliente não abriu o arquivo enviado.';
    await user.type(within(form).getByLabelText('Sua resposta'), statement);
    await user.upload(
      within(form).getByLabelText('Arquivos da resposta (opcional)'),
      new File(['%PDF-1.4'], 'entrega.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Enviar resposta' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === `/api/disputes/${DISPUTE_ID}/answer`)).toBe(true),
    );
    const answer = fetchMock.mock.calls.find(([url]) => url === `/api/disputes/${DISPUTE_ID}/answer`);
    const body = answer?.[1]?.body as FormData;
    expect(JSON.parse(String(body.get('answer')))).toEqual({ statement });
    expect((body.getAll('attachments') as File[]).map((file) => file.name)).toEqual(['entrega.pdf']);
    expect(await screen.findByText(DISPUTE_MESSAGES.answered)).toBeTruthy();
  });
});
