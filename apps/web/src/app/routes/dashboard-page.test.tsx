import type { TIntent, TSessionUser } from '@labora/shared/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { emptyDashboard, jsonResponse } from '@/features/dashboard/testing/dashboard-fixture';
import { setSession } from '@/lib/session';
import { DashboardPage } from './dashboard-page';

function signIn(intent: TIntent | null) {
  setSession({
    token: 'token',
    user: {
      _id: '4b0c6f5e-2f0a-4a47-9d1b-6f0f3c1e2a10',
      first_name: 'Rafael',
      last_name: 'Lima',
      firstName: 'Rafael',
      email: 'rafael@exemplo.com',
      avatar_url: null,
      isFreelancer: intent === 'seller',
      intent,
      role: 'user',
    } as TSessionUser,
  });
}

function serve(dashboard = emptyDashboard()) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url === '/api/dashboard') return jsonResponse(200, dashboard);
    if (url.startsWith('/api/notifications/unread-count')) return jsonResponse(200, { count: 0 });
    return jsonResponse(500, { message: `unexpected ${url}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <DashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const region = (name: string) => screen.findByRole('region', { name });

describe('/dashboard overview', () => {
  it("reads one GET /api/dashboard for a seller's cards and every section", async () => {
    signIn('seller');
    const dashboard = emptyDashboard();
    dashboard.stats.seller = {
      contractsInProgress: 3,
      contractsConcluded: 7,
      proposalsPending: 52,
      rating: 4.5,
      reviewCount: 2,
    };
    dashboard.deadlines = {
      total: 9,
      items: [
        {
          contractId: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
          title: 'Loja virtual',
          status: 'em_andamento',
          endDate: '2099-01-10',
          progress: 40,
          valueCents: 500_000,
          myRole: 'freelancer',
          counterpart: { id: '0f1e2d3c-4b5a-4697-8a8b-9c0d1e2f3a4b', name: 'Carla Mendes', avatarUrl: null },
        },
      ],
    };
    const fetchMock = serve(dashboard);
    renderPage();

    const summary = await region('Resumo');
    const card = (label: string) => within(summary).getByRole('group', { name: label });
    expect(await within(card('Propostas enviadas pendentes')).findByText('52')).toBeTruthy();
    expect(within(card('Contratos em andamento')).getByText('3')).toBeTruthy();
    expect(within(card('Contratos concluídos')).getByText('7')).toBeTruthy();

    const deadlines = await region('Próximos prazos');
    expect(within(deadlines).getByRole('link', { name: 'Loja virtual' }).getAttribute('href')).toBe(
      '/contracts/5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
    );
    expect(deadlines.textContent).toContain('Cliente: Carla Mendes');
    expect(deadlines.textContent).toContain('Mostrando 1 de 9 contratos abertos');
    expect(await region('Atividades recentes')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Publique seu projeto agora' })).toBeTruthy();

    const dashboardCalls = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => !url.includes('notifications'));
    expect(dashboardCalls).toEqual(['/api/dashboard']);
  });

  it.each([['buyer'], [null]] as const)("offers 'Começar agora' on the overview of %s", async (intent) => {
    signIn(intent);
    serve();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Publique seu projeto agora' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Começar agora/ }).getAttribute('href')).toBe('/add-job');
  });
});
