import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreateGroupDialog } from './create-group-dialog';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const BENTO = { id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Bento Araújo', avatarUrl: null };

function renderDialog() {
  const fetchMock = vi.fn<typeof fetch>(async () => json(200, [BENTO]));
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CreateGroupDialog />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), fetchMock };
}

afterEach(() => vi.unstubAllGlobals());

describe('CreateGroupDialog', () => {
  it("picks a person by clicking their name, not only '+ Adicionar'", async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Criar grupo' }));
    const dialog = screen.getByRole('dialog', { name: 'Criar grupo' });
    await user.type(within(dialog).getByRole('searchbox', { name: 'Buscar pessoas pelo nome' }), 'Bento');
    const found = await within(dialog).findByRole('list', { name: 'Pessoas encontradas' });
    await user.click(within(found).getByText('Bento Araújo', { ignore: '.sr-only, script, style' }));
    expect(within(dialog).getByRole('list', { name: 'Pessoas escolhidas' }).textContent).toContain('Bento Araújo');
    expect(within(found).getByText('No grupo')).toBeTruthy();
  });

  it('asks for at least one other person before sending anything', async () => {
    const { user, fetchMock } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Criar grupo' }));
    const dialog = screen.getByRole('dialog', { name: 'Criar grupo' });
    await user.type(within(dialog).getByLabelText('Nome do grupo'), 'Equipe do site');
    await user.click(within(dialog).getByRole('button', { name: 'Criar grupo' }));
    expect(await within(dialog).findByText('Adicione ao menos uma pessoa ao grupo.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    // Picking someone takes the message away.
    await user.type(within(dialog).getByRole('searchbox', { name: 'Buscar pessoas pelo nome' }), 'Bento');
    await user.click(await within(dialog).findByRole('button', { name: 'Adicionar Bento Araújo' }));
    await vi.waitFor(() => expect(within(dialog).queryByText('Adicione ao menos uma pessoa ao grupo.')).toBeNull());
  });
});
