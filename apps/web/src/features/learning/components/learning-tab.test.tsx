import { LEARNING_MESSAGES, type TLearningResource, type TLearningResponse } from '@labora/shared/learning';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestToaster } from '@/test/test-toaster';
import { LearningTab } from './learning-tab';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const python: TLearningResource = {
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  title: 'O tutorial Python (documentação oficial)',
  type: 'Documentação',
  platform: 'Python.org',
  url: 'https://docs.python.org/pt-br/3/tutorial/',
  language: 'pt-BR',
  category: 'Programação & Tecnologia',
  matchedSkills: ['Python'],
  recommended: true,
  progress: { status: 'not_started', percent: 0 },
};
const canva: TLearningResource = {
  ...python,
  id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
  title: 'Design School',
  type: 'Curso',
  platform: 'Canva',
  url: 'https://www.canva.com/pt_br/designschool/',
  category: 'Design Gráfico',
  matchedSkills: [],
  recommended: false,
  progress: { status: 'in_progress', percent: 40 },
};
const page = (items: TLearningResource[]): TLearningResponse => ({ items, total: items.length, page: 1, pageSize: 12 });

function serve(put: (body: unknown) => Response) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    if (init?.method === 'PUT') return put(JSON.parse(String(init.body)));
    return json(200, String(input).includes('category=Design') ? page([canva]) : page([python, canva]));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderTab() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LearningTab />
      <TestToaster />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('LearningTab', () => {
  it('lists resources with type, platform, why recommended and the own progress; links open safely in a new tab', async () => {
    serve(() => json(500, {}));
    renderTab();
    const link = await screen.findByRole('link', { name: /O tutorial Python/ });
    expect(link.getAttribute('href')).toBe('https://docs.python.org/pt-br/3/tutorial/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toContain('(abre em nova aba)');
    const [first, second] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(first?.textContent).toContain('Recomendado para você');
    expect(first?.textContent).toContain('Ensina: Python');
    expect(second?.textContent).not.toContain('Recomendado para você');
    expect(second?.textContent).toContain('Em andamento: 40%');
  });

  it('filters by category', async () => {
    const fetchMock = serve(() => json(500, {}));
    const user = renderTab();
    await screen.findByRole('link', { name: /O tutorial Python/ });
    await user.selectOptions(screen.getByLabelText('Categoria'), 'Design Gráfico');
    await waitFor(() => expect(screen.queryByRole('link', { name: /O tutorial Python/ })).toBeNull());
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('category=Design+Gr%C3%A1fico'))).toBe(true);
  });

  it('saves the progress: in progress with a percent, refused out of range', async () => {
    const fetchMock = serve((body) => json(200, body));
    const user = renderTab();
    const card = (await screen.findByRole('link', { name: /O tutorial Python/ })).closest('li') as HTMLElement;
    await user.selectOptions(within(card).getByLabelText('Seu andamento'), 'in_progress');
    const percent = within(card).getByLabelText('Concluído (%)');
    await user.clear(percent);
    await user.click(within(card).getByRole('button', { name: 'Salvar progresso' }));
    expect(await within(card).findByText(LEARNING_MESSAGES.invalidPercent)).toBeTruthy();
    await user.type(percent, '150');
    await user.click(within(card).getByRole('button', { name: 'Salvar progresso' }));
    expect(await within(card).findByText(LEARNING_MESSAGES.invalidPercent)).toBeTruthy();
    await user.clear(percent);
    await user.type(percent, '60');
    await user.click(within(card).getByRole('button', { name: 'Salvar progresso' }));
    expect(await screen.findByText(LEARNING_MESSAGES.saved)).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toContain(`/learning/${python.id}/progress`);
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ status: 'in_progress', percent: 60 });
  });
});
