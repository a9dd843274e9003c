import type { TDisputeCaseFile, TModerationQueue } from '@labora/shared/disputes';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DISPUTE_ID, disputeOf, json, renderWithApp } from '../test/dispute-fixtures';
import { ModerationCasePage } from './moderation-case-page';
import { ModerationQueuePage } from './moderation-queue-page';

const QUEUE: TModerationQueue = {
  total: 1,
  items: [
    {
      id: DISPUTE_ID,
      contractTitle: 'Site institucional',
      status: 'awaiting_moderator',
      reason: 'not_as_agreed',
      openedBy: 'client',
      clientName: 'Carla Souza',
      freelancerName: 'Rafael Lima',
      escrowCents: 100_000,
      nextDeadline: '2026-12-02T13:00:00.000Z',
      flagged: true,
      escalated: false,
      moderatorName: null,
      createdAt: '2026-11-27T13:00:00.000Z',
    },
  ],
};

const CASE_FILE: TDisputeCaseFile = {
  job: { id: '8e7d6c5b-4a39-4281-b0f9-e8d7c6b5a493', title: 'Site institucional', description: 'Cinco páginas.' },
  proposal: { coverLetter: 'Faço em duas semanas.', amountCents: 100_000, deliveryDays: 14 },
  gig: null,
  contract: {
    title: 'Site institucional',
    description: '',
    valueCents: 100_000,
    startDate: '2026-11-01',
    endDate: '2026-11-20',
  },
  history: [
    { type: 'contract.started', label: 'Trabalho iniciado', actorName: 'Rafael Lima', at: '2026-11-01T12:00:00.000Z' },
  ],
  deliveries: [],
  messages: [{ id: 1, senderName: 'Carla Souza', text: 'Cadê o site?', at: '2026-11-21T12:00:00.000Z' }],
  timeEntries: [],
};

describe('the moderation screens', () => {
  it('lists the queue (as cards on a phone) with its flags, and filters it by status through the tabs', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockImplementation(async () => json(200, QUEUE));
    vi.stubGlobal('fetch', fetchMock);
    const user = renderWithApp(<ModerationQueuePage />, { path: '/moderacao', pattern: '/moderacao' });

    // jsdom has no wide screen: the phone's cards (the table from 48rem up shows the same fields).
    const row = (await screen.findByRole('link', { name: 'Site institucional' })).closest('li');
    if (!row) throw new Error('no card');
    expect(row.textContent).toContain('Atrasado');
    expect(row.textContent).toContain('até 02/12/2026 às 10:00');
    expect(within(row).getByRole('link', { name: 'Site institucional' }).getAttribute('href')).toBe(
      `/moderacao/${DISPUTE_ID}`,
    );
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('status=open');

    await user.click(screen.getByRole('tab', { name: 'Em recurso' }));
    await waitFor(() => expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('status=appealed'));
  });

  it('offers “Assumir caso” on an untaken case, with the case file, and no decision form before it is taken', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockImplementation(async (url) =>
          String(url).endsWith('/case-file')
            ? json(200, CASE_FILE)
            : json(200, disputeOf({ status: 'awaiting_moderator', myRole: 'moderator', allowedActions: ['take'] })),
        ),
    );
    renderWithApp(<ModerationCasePage />, { path: `/moderacao/${DISPUTE_ID}`, pattern: '/moderacao/:id' });
    expect(await screen.findByRole('button', { name: 'Assumir caso' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Decidir o caso' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Revisar o recurso' })).toBeNull();
    const scope = await screen.findByRole('region', { name: 'Escopo combinado' });
    expect(scope.textContent).toContain('Faço em duas semanas.');
    expect(screen.getByRole('region', { name: 'Conversa do contrato' }).textContent).toContain('Cadê o site?');
  });

  it('gives an admin the review form on an appealed case', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockImplementation(async (url) =>
        String(url).endsWith('/case-file')
          ? json(200, CASE_FILE)
          : json(
              200,
              disputeOf({
                status: 'appealed',
                myRole: 'admin',
                appealedBy: 'freelancer',
                allowedActions: ['review_appeal'],
                decision: {
                  freelancerCents: 60_000,
                  clientCents: 40_000,
                  freelancerNetCents: 54_000,
                  reason: 'A entrega parcial cobre cerca de 60% do escopo combinado.',
                  source: 'moderator',
                  decidedAt: '2026-12-01T15:00:00.000Z',
                  final: false,
                },
              }),
            ),
      ),
    );
    renderWithApp(<ModerationCasePage />, { path: `/moderacao/${DISPUTE_ID}`, pattern: '/moderacao/:id' });
    const form = await screen.findByRole('form', { name: 'Revisar o recurso' });
    expect(within(form).getByRole('button', { name: 'Confirmar ou alterar decisão' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Assumir caso' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Aceitar decisão' })).toBeNull();
  });
});
