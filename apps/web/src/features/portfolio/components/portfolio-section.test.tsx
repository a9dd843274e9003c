import { PORTFOLIO_MESSAGES, type TPortfolioItem } from '@labora/shared/portfolio';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestToaster } from '@/test/test-toaster';
import { PortfolioSection } from './portfolio-section';

const FREELANCER = '6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b';

function itemOf(position: number, title: string, overrides: Partial<TPortfolioItem> = {}): TPortfolioItem {
  return {
    id: `0b9f6a52-3c41-4d8e-9f0a-1b2c3d4e5f6${position}`,
    freelancerId: FREELANCER,
    title,
    description: '',
    link: null,
    skills: [],
    position,
    pictures: [],
    createdAt: '2026-11-01T12:00:00.000Z',
    updatedAt: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The API as the section sees it: the list, and what a reorder or a creation answers. */
function serve(items: TPortfolioItem[], answers: { reorder?: () => Response; create?: () => Response } = {}) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init = {}) => {
    const url = String(input);
    if (url === `/api/freelancers/${FREELANCER}/portfolio`) return json(200, { items });
    if (url === '/api/portfolio/order' && answers.reorder) return answers.reorder();
    if (url === '/api/portfolio' && init.method === 'POST' && answers.create) return answers.create();
    return json(404, { code: 'NOT_FOUND', message: 'não' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
afterEach(() => vi.unstubAllGlobals());

function renderSection(manage: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PortfolioSection freelancerId={FREELANCER} firstName="Ana" manage={manage} />
      <TestToaster />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Trabalhos do portfólio' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('PortfolioSection', () => {
  it('shows a visitor the work, a safe external link, and no owner buttons', async () => {
    serve([
      itemOf(0, 'Loja virtual', { link: 'https://exemplo.com.br/loja', skills: ['React'] }),
      itemOf(1, 'Logotipo', {
        pictures: [{ id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', url: '/uploads/portfolio/x.webp' }],
      }),
    ]);
    renderSection(false);
    expect(await screen.findByRole('list', { name: 'Trabalhos do portfólio' })).toBeTruthy();
    expect(titles()).toEqual(['Loja virtual', 'Logotipo']);
    const link = screen.getByRole('link', { name: /^Ver trabalho\s*“Loja virtual” \(abre em nova aba\)$/ });
    expect(link.getAttribute('href')).toBe('https://exemplo.com.br/loja');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
    expect(screen.getByRole('img', { name: 'Logotipo' }).getAttribute('src')).toBe('/uploads/portfolio/x.webp');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('tells a visitor and the owner apart when it is empty', async () => {
    serve([]);
    renderSection(false);
    expect(await screen.findByText('Nenhum trabalho no portfólio.')).toBeTruthy();
  });

  it('moves an item at once, and puts the saved order back with a Portuguese message when the server refuses', async () => {
    const fetchMock = serve([itemOf(0, 'A'), itemOf(1, 'B')], {
      reorder: () => json(409, { code: 'PORTFOLIO_ORDER_MISMATCH', message: PORTFOLIO_MESSAGES.orderMismatch }),
    });
    const user = renderSection(true);
    await screen.findByRole('list', { name: 'Trabalhos do portfólio' });
    expect((screen.getByRole('button', { name: 'Mover “A” para cima' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Mover “B” para baixo' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Mover “B” para cima' }));
    const sent = fetchMock.mock.calls.find(([url]) => String(url) === '/api/portfolio/order');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ itemIds: [itemOf(1, 'B').id, itemOf(0, 'A').id] });
    expect(await screen.findByText('“B” agora está na posição 1 de 2.')).toBeTruthy();
    expect(await screen.findByText(PORTFOLIO_MESSAGES.orderMismatch)).toBeTruthy();
    await waitFor(() => expect(titles()).toEqual(['A', 'B']));
  });

  it('checks the form with the shared rules before sending, and shows the 12-item refusal', async () => {
    const fetchMock = serve([itemOf(0, 'A')], {
      create: () => json(409, { code: 'PORTFOLIO_LIMIT', message: PORTFOLIO_MESSAGES.tooManyItems }),
    });
    const user = renderSection(true);
    await user.click(await screen.findByRole('button', { name: 'Adicionar trabalho' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar trabalho' });
    await user.type(within(dialog).getByLabelText('Link (opcional)'), 'ftp://exemplo.com/x');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar trabalho' }));
    expect(await within(dialog).findByText(PORTFOLIO_MESSAGES.titleRequired)).toBeTruthy();
    expect(within(dialog).getByText(PORTFOLIO_MESSAGES.linkInvalid)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/portfolio')).toBe(false);

    await user.type(within(dialog).getByLabelText('Título'), 'Cartaz');
    await user.clear(within(dialog).getByLabelText('Link (opcional)'));
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar trabalho' }));
    expect((await within(dialog).findByText(PORTFOLIO_MESSAGES.tooManyItems)).closest('[role=alert]')).toBeTruthy();
  });
});
