import type { TDispute } from '@labora/shared/disputes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { TestToaster } from '@/test/test-toaster';

export const DISPUTE_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
export const CONTRACT_ID = '3f2e1d0c-9b8a-4765-8432-10fedcba9876';

export function disputeOf(overrides: Partial<TDispute> = {}): TDispute {
  return {
    id: DISPUTE_ID,
    contractId: CONTRACT_ID,
    contractTitle: 'Site institucional',
    status: 'awaiting_answer',
    reason: 'not_delivered',
    openedBy: 'client',
    client: { id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Carla Souza', avatarUrl: null },
    freelancer: { id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a', name: 'Rafael Lima', avatarUrl: null },
    escrowCents: 100_000,
    deadlines: {
      // 13:00 UTC is 10:00 in São Paulo (UTC−3, no daylight saving time).
      answerBy: '2026-12-02T13:00:00.000Z',
      takeBy: null,
      decideBy: null,
      defaultDecisionAt: '2026-12-16T13:00:00.000Z',
      appealBy: null,
      appealReviewBy: null,
    },
    moderator: null,
    decision: null,
    acceptedBy: [],
    appealedBy: null,
    flagged: false,
    escalated: false,
    myRole: 'freelancer',
    allowedActions: ['answer', 'evidence'],
    entries: [
      {
        id: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
        kind: 'opened',
        by: { id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Carla Souza', avatarUrl: null },
        role: 'client',
        text: 'O site não foi entregue até a data combinada e não tenho resposta.',
        freelancerCents: null,
        files: [
          {
            id: '6e5d4c3b-2a19-4087-b6a5-948372615049',
            fileName: 'conversa.pdf',
            contentType: 'application/pdf',
            size: 2048,
          },
        ],
        createdAt: '2026-11-27T13:00:00.000Z',
      },
    ],
    createdAt: '2026-11-27T13:00:00.000Z',
    closedAt: null,
    ...overrides,
  };
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Renders `ui` at `path` (matched by `pattern`) with a fresh query client, the toasts and a landing route. */
export function renderWithApp(ui: ReactNode, { path = '/', pattern = '/' }: { path?: string; pattern?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={ui} />
          <Route path="/disputas/:id" element={<p>Página da disputa</p>} />
        </Routes>
      </MemoryRouter>
      <TestToaster />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}
