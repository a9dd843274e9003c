import { SKILLS_MESSAGES, type TSkillsResponse } from '@labora/shared/skills';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestToaster } from '@/test/test-toaster';
import { SkillsSection } from './skills-section';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const list = (items: TSkillsResponse['items']): TSkillsResponse => ({ items, max: 30 });

/** Answers GET with the current list; a change's answer that is a list becomes the current one. */
function serve(initial: TSkillsResponse, answer: (method: string, url: string, body: unknown) => [number, unknown]) {
  let current = initial;
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET') return json(200, current);
    const [status, body] = answer(method, String(input), init?.body ? JSON.parse(String(init.body)) : undefined);
    if (status < 300 && body && typeof body === 'object' && 'items' in body) current = body as TSkillsResponse;
    return json(status, body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SkillsSection />
      <TestToaster />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('SkillsSection', () => {
  it('shows each skill with its level and what used it, and one not rated yet', async () => {
    serve(
      list([
        { skill: 'React', level: 8, contracts: 2, reviews: 1 },
        { skill: 'SEO', level: null, contracts: 0, reviews: 0 },
      ]),
      () => [500, {}],
    );
    renderSection();
    const rows = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('React2 contratos concluídos · 1 avaliaçãoNível 8 de 10 · Avançado'),
      expect.stringContaining('SEO0 contratos concluídos · 0 avaliaçõesNível ainda não definido'),
    ]);
  });

  it('adds a skill with its level through the dialog, and shows the server’s refusal on the field', async () => {
    const fetchMock = serve(list([]), (_method, _url, body) =>
      (body as { skill: string }).skill === 'React'
        ? [409, { code: 'SKILL_EXISTS', message: SKILLS_MESSAGES.exists }]
        : [201, list([{ skill: 'Figma', level: 7, contracts: 0, reviews: 0 }])],
    );
    const user = renderSection();
    await screen.findByText('Nenhuma habilidade no seu perfil ainda');
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar habilidade' });
    // Empty: the shared schema's message, in Portuguese, and nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await within(dialog).findByText(SKILLS_MESSAGES.nameRequired)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.type(within(dialog).getByLabelText('Habilidade'), 'React');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await within(dialog).findByText(SKILLS_MESSAGES.exists)).toBeTruthy();

    await user.clear(within(dialog).getByLabelText('Habilidade'));
    await user.type(within(dialog).getByLabelText('Habilidade'), 'Figma');
    await user.selectOptions(within(dialog).getByLabelText('Nível (0 a 10)'), '7');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText(SKILLS_MESSAGES.added)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = fetchMock.mock.calls.find(
      ([, init]) => init?.method === 'POST' && String(init.body).includes('Figma'),
    );
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ skill: 'Figma', level: 7 });
  });

  it('edits a level and removes a skill after saying it leaves the profile too', async () => {
    const fetchMock = serve(list([{ skill: 'C#', level: 4, contracts: 0, reviews: 0 }]), (method) =>
      method === 'PUT'
        ? [200, list([{ skill: 'C#', level: 6, contracts: 0, reviews: 0 }])]
        : [200, { message: SKILLS_MESSAGES.removed }],
    );
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Editar nível de C#' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nível em C#' });
    await user.selectOptions(within(dialog).getByLabelText('Nível (0 a 10)'), '6');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar nível' }));
    expect(await screen.findByText('Nível 6 de 10')).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toContain('/skills/C%23');

    await user.click(screen.getByRole('button', { name: 'Remover C#' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remover C#?' });
    expect(confirm.textContent).toContain('sai também do seu perfil público');
    await user.click(within(confirm).getByRole('button', { name: 'Remover do perfil' }));
    expect(await screen.findByText(SKILLS_MESSAGES.removed)).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(([url, init]) => init?.method === 'DELETE' && String(url).endsWith('/skills/C%23')),
    ).toBe(true);
  });
});
