import type { TDashboard, TDashboardActivity } from '@labora/shared/dashboard';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { emptyDashboard, jsonResponse } from '../testing/dashboard-fixture';
import { SkillsRadar } from './charts/skills-radar';
import { EarningsTab } from './earnings-tab';
import { FreelancerEarningsChart } from './freelancer-earnings-chart';
import { RecentActivities } from './recent-activities';

// The canvas drawing needs a real browser (e2e/dashboards.spec.ts); here it is a stub, the text alternative is real.
vi.mock('./charts/uplot-chart', () => ({ default: () => <div data-testid="drawn-chart" /> }));

function serve(dashboard: TDashboard, older: Record<string, unknown> = {}) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    const cursor = new URL(url, 'http://x').searchParams.get('cursor');
    if (url.includes('/dashboard/activities') && cursor && older[cursor]) return jsonResponse(200, older[cursor]);
    if (url.endsWith('/dashboard')) return jsonResponse(200, dashboard);
    return jsonResponse(500, { message: 'Erro' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderIn(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const activity = (id: string, overrides: Partial<TDashboardActivity> = {}): TDashboardActivity => ({
  id,
  kind: 'payment',
  eventType: 'contract.funded',
  description: `Atividade ${id}`,
  createdAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
  actor: null,
  contractId: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
  jobId: null,
  conversationId: null,
  projectTitle: 'Logo',
  amountCents: 150_000,
  ...overrides,
});

describe("'Ganhos'", () => {
  it("shows a seller's four sums and a chart whose table a screen reader can read", async () => {
    const dashboard = emptyDashboard();
    dashboard.earnings.received = {
      thisMonthCents: 90_000,
      lastMonthCents: 45_000,
      thisYearCents: 135_000,
      totalCents: 180_000,
      monthly: dashboard.earnings.received.monthly.map((m) =>
        m.month === '2026-11' ? { ...m, cents: 90_000 } : m.month === '2026-10' ? { ...m, cents: 45_000 } : m,
      ),
    };
    serve(dashboard);
    renderIn(<EarningsTab intent="seller" />);

    const sum = async (label: string) =>
      (await screen.findByText(label, { selector: 'dt' })).nextElementSibling?.textContent?.replace(/\s/g, ' ');
    expect(await sum('Este mês')).toBe('R$ 900,00');
    expect(await sum('Mês passado')).toBe('R$ 450,00');
    expect(await sum('Este ano')).toBe('R$ 1.350,00');
    expect(await sum('Total')).toBe('R$ 1.800,00');

    const table = screen.getByRole('table', { name: 'Ganhos dos últimos 12 meses' });
    const nov = within(table).getByRole('row', { name: /Nov\/26/ });
    expect(nov.textContent?.replace(/\s/g, ' ')).toContain('R$ 900,00');
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(screen.getByText(/Total no período: R\$\s1\.350,00; maior valor em Nov\/26/)).toBeTruthy();
    // No 'Pagos' toggle when nothing was paid.
    expect(screen.queryByRole('button', { name: 'Pagos' })).toBeNull();
  });

  it('tells a seller with nothing received how to earn, and a buyer with nothing paid how to hire', async () => {
    serve(emptyDashboard());
    const seller = renderIn(<EarningsTab intent="seller" />);
    expect(await screen.findByText('Você ainda não recebeu nenhum pagamento')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Ver projetos abertos/ }).getAttribute('href')).toBe(
      '/freelancers-list?tab=projetos',
    );
    expect(screen.queryByText('R$ 0,00')).toBeNull();
    seller.unmount();

    renderIn(<EarningsTab intent="buyer" />);
    expect(await screen.findByText('Você ainda não pagou nenhum projeto')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Publicar um projeto/ }).getAttribute('href')).toBe('/add-job');
  });

  it('lets a freelancer who also hired switch to what he paid', async () => {
    const dashboard = emptyDashboard();
    dashboard.earnings.received = { ...dashboard.earnings.received, totalCents: 10_000, thisYearCents: 10_000 };
    dashboard.earnings.paid = { ...dashboard.earnings.paid, totalCents: 77_700, thisMonthCents: 77_700 };
    serve(dashboard);
    renderIn(<EarningsTab intent="seller" />);
    const paid = await screen.findByRole('button', { name: 'Pagos' });
    expect(screen.getByRole('button', { name: 'Recebidos' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(paid);
    expect(paid.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('table', { name: 'Pagamentos dos últimos 12 meses' })).toBeTruthy();
    expect(screen.getAllByText('R$ 777,00', { selector: 'dd' })).toHaveLength(2);
  });

  it('says in Portuguese when the figures cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse(500, { message: 'Erro interno' })),
    );
    renderIn(<EarningsTab intent="seller" />);
    expect((await screen.findByRole('alert')).textContent).toContain('Não foi possível carregar os seus ganhos.');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });
});

describe("'Atividades recentes'", () => {
  it('lists the first page with its kind and relative time, and pages through older ones', async () => {
    const dashboard = emptyDashboard();
    dashboard.activities = {
      items: [
        activity('30', {
          kind: 'message',
          description: 'Ana enviou uma mensagem',
          conversationId: '0f1e2d3c-4b5a-4697-8a8b-9c0d1e2f3a4b',
        }),
        activity('20', { description: 'Pagamento de R$ 1.500,00 garantido em “Logo”' }),
      ],
      nextCursor: '20',
    };
    const fetchMock = serve(dashboard, {
      '20': { items: [activity('10', { kind: 'review', description: 'Ana avaliou você' })], nextCursor: null },
    });
    renderIn(<RecentActivities />);

    const region = await screen.findByRole('region', { name: 'Atividades recentes' });
    const rows = await within(region).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Mensagem: Ana enviou uma mensagemhá 2 horas',
      'Pagamento: Pagamento de R$ 1.500,00 garantido em “Logo”há 2 horas',
    ]);
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/dashboard/messages/0f1e2d3c-4b5a-4697-8a8b-9c0d1e2f3a4b');
    // One request opened the dashboard; the older page is asked only on 'Ver mais'.
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await userEvent.click(within(region).getByRole('button', { name: 'Ver mais' }));
    expect(await within(region).findByText('Ana avaliou você')).toBeTruthy();
    expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    expect(String(fetchMock.mock.calls[1]?.[0])).toContain('/dashboard/activities?cursor=20');
    expect(within(region).queryByRole('button', { name: 'Ver mais' })).toBeNull();
  });

  it('says when there is nothing yet', async () => {
    serve(emptyDashboard());
    renderIn(<RecentActivities />);
    expect(await screen.findByText('Nenhuma atividade ainda')).toBeTruthy();
  });
});

describe('the freelancer dashboard charts', () => {
  it("switches between 'Ganhos por Mês' (Semana 1..) and 'Ganhos por Ano' (Jan..Dez)", async () => {
    const data = emptyDashboard().freelancer;
    data.weeklyEarnings = [1, 2, 3, 4, 5, 6].map((week) => ({
      week,
      from: '2026-11-01',
      to: '2026-11-01',
      cents: week === 2 ? 30_000 : 0,
    }));
    data.monthlyEarnings = data.monthlyEarnings.map((m) => (m.month === 3 ? { ...m, cents: 123_456 } : m));
    renderIn(<FreelancerEarningsChart data={data} />);

    expect(screen.getByRole('heading', { name: 'Ganhos por Mês' })).toBeTruthy();
    const month = screen.getByRole('table', { name: 'Ganhos por Mês' });
    expect(
      within(month)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Semana 1', 'Semana 2', 'Semana 3', 'Semana 4', 'Semana 5', 'Semana 6']);
    expect(screen.getByRole('button', { name: 'Mês' }).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Ano' }));
    expect(screen.getByRole('heading', { name: 'Ganhos por Ano' })).toBeTruthy();
    const year = screen.getByRole('table', { name: 'Ganhos por Ano' });
    const labels = within(year)
      .getAllByRole('rowheader')
      .map((h) => h.textContent);
    expect(labels).toEqual(['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez']);
    expect(within(year).getByRole('row', { name: /Mar/ }).textContent?.replace(/\s/g, ' ')).toContain('R$ 1.234,56');
    // The drawing arrives lazily; meanwhile and after, the table is there.
    expect(await screen.findByTestId('drawn-chart')).toBeTruthy();
  });

  it('draws the six skills on a 0 to 10 radar and says each level in words', () => {
    const skills = ['React', 'TypeScript', 'Node.js', 'SQL', 'Figma', 'Docker'].map((skill, i) => ({
      skill,
      level: 10 - i,
    }));
    renderIn(<SkillsRadar skills={skills} />);
    const list = screen.getByRole('list', { name: 'Níveis das habilidades, de 0 a 10' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'React10 de 10/10',
      'TypeScript9 de 10/10',
      'Node.js8 de 10/10',
      'SQL7 de 10/10',
      'Figma6 de 10/10',
      'Docker5 de 10/10',
    ]);
    const radar = screen.getByTestId('skills-radar');
    // Five rings, six axes, one shape of the levels; the top axis (React, 10) reaches the outer ring.
    expect(radar.querySelectorAll('polygon')).toHaveLength(6);
    expect(radar.querySelectorAll('line')).toHaveLength(6);
    const shape = radar.querySelectorAll('polygon')[5]?.getAttribute('points')?.split(' ');
    expect(shape?.[0]).toBe('160.0,60.0');
  });
});
