import { GOALS_MESSAGES, type TGoal, type TGoalsResponse } from '@labora/shared/goals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestToaster } from '@/test/test-toaster';
import { GoalsSection } from './goals-section';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const goal = (overrides: Partial<TGoal>): TGoal => ({
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  title: 'Ganhar no mês',
  metric: 'earnings_month',
  target: 500_000,
  progress: 120_000,
  createdAt: '2026-11-01T12:00:00.000Z',
  ...overrides,
});

function serve(initial: TGoalsResponse, answer: (method: string, url: string, body: unknown) => Response) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET') return json(200, initial);
    return answer(method, String(input), init?.body ? JSON.parse(String(init.body)) : undefined);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <GoalsSection />
      <TestToaster />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('GoalsSection', () => {
  it('shows each goal as a progress bar a screen reader can read, money in reais', async () => {
    serve(
      {
        items: [
          goal({}),
          goal({
            id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
            title: 'Cursos',
            metric: 'manual',
            target: 4,
            progress: 6,
          }),
        ],
      },
      () => json(500, {}),
    );
    renderSection();
    const bar = await screen.findByRole('progressbar', { name: 'Ganhar no mês' });
    expect(bar.getAttribute('aria-valuenow')).toBe('24');
    expect(bar.getAttribute('aria-valuetext')).toMatch(/^R\$\s1\.200,00 de R\$\s5\.000,00, 24%$/);
    expect(screen.getByText('Avança sozinha: Ganhos neste mês (R$)')).toBeTruthy();
    // Past the target, the bar stays full.
    expect(screen.getByRole('progressbar', { name: 'Cursos' }).getAttribute('aria-valuenow')).toBe('100');
  });

  it('creates a tied goal with a money target in centavos, and a manual one with its progress', async () => {
    const fetchMock = serve({ items: [] }, (_m, _u, body) => json(201, { items: [goal({ ...(body as object) })] }));
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Adicionar meta' }));
    let dialog = await screen.findByRole('dialog', { name: 'Nova meta' });
    await user.click(within(dialog).getByRole('button', { name: 'Criar meta' }));
    expect(await within(dialog).findByText(GOALS_MESSAGES.titleRequired)).toBeTruthy();
    expect(within(dialog).getByText(GOALS_MESSAGES.invalidTarget)).toBeTruthy();

    await user.type(within(dialog).getByLabelText('Título'), 'Ganhar R$ 3 mil');
    await user.selectOptions(within(dialog).getByLabelText('O que a meta acompanha'), 'earnings_month');
    expect(within(dialog).queryByLabelText('Progresso atual')).toBeNull();
    await user.type(within(dialog).getByLabelText('Alvo (R$)'), '3000');
    await user.click(within(dialog).getByRole('button', { name: 'Criar meta' }));
    expect(await screen.findByText(GOALS_MESSAGES.created)).toBeTruthy();
    const posted = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(posted[0]?.[1]?.body))).toEqual({
      title: 'Ganhar R$ 3 mil',
      metric: 'earnings_month',
      target: 300_000,
      progress: 0,
    });

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Adicionar meta' }));
    dialog = await screen.findByRole('dialog', { name: 'Nova meta' });
    await user.type(within(dialog).getByLabelText('Título'), 'Ler 5 livros');
    await user.type(within(dialog).getByLabelText('Alvo'), '5');
    await user.clear(within(dialog).getByLabelText('Progresso atual'));
    await user.type(within(dialog).getByLabelText('Progresso atual'), '7');
    await user.click(within(dialog).getByRole('button', { name: 'Criar meta' }));
    expect(await within(dialog).findByText(GOALS_MESSAGES.invalidProgress)).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Progresso atual'));
    await user.type(within(dialog).getByLabelText('Progresso atual'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Criar meta' }));
    await waitFor(() => expect(fetchMock.mock.calls.filter(([, i]) => i?.method === 'POST')).toHaveLength(2));
    const second = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')[1];
    expect(JSON.parse(String(second?.[1]?.body))).toEqual({
      title: 'Ler 5 livros',
      metric: 'manual',
      target: 5,
      progress: 2,
    });
  });

  it('edits and removes a goal', async () => {
    const manual = goal({ metric: 'manual', title: 'Portfólio', target: 10, progress: 3 });
    const fetchMock = serve({ items: [manual] }, (method, _u, body) =>
      method === 'PUT'
        ? json(200, { items: [{ ...manual, ...(body as object) }] })
        : json(200, { message: GOALS_MESSAGES.removed }),
    );
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Editar meta Portfólio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar meta' });
    await user.clear(within(dialog).getByLabelText('Progresso atual'));
    await user.type(within(dialog).getByLabelText('Progresso atual'), '9');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar meta' }));
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Portfólio' }).getAttribute('aria-valuenow')).toBe('90'),
    );
    await user.click(screen.getByRole('button', { name: 'Remover meta Portfólio' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remover meta?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remover meta' }));
    expect(await screen.findByText(GOALS_MESSAGES.removed)).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => init?.method === 'DELETE' && String(url).endsWith(`/goals/${manual.id}`),
      ),
    ).toBe(true);
  });
});
