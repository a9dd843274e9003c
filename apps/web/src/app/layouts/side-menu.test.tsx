import type { TSessionUser } from '@labora/shared/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setSession, updateSessionUser } from '@/lib/session';
import { SideMenu } from './side-menu';

const SPEC_ITEMS = [
  'Início',
  'Meus Projetos',
  'Freelancers',
  'Contratações',
  'Carteira',
  'Configurações',
  'Editar Perfil',
  'Mensagens',
];

function signIn(user: Partial<TSessionUser>) {
  setSession({
    token: 'token',
    user: {
      _id: '4b0c6f5e-2f0a-4a47-9d1b-6f0f3c1e2a10',
      first_name: 'Carla',
      last_name: 'Mendes',
      firstName: 'Carla',
      email: 'carla@exemplo.com',
      avatar_url: null,
      isFreelancer: false,
      intent: null,
      role: 'user',
      ...user,
    } as TSessionUser,
  });
}

function renderMenu() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <SideMenu />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return () => within(screen.getByRole('navigation', { name: 'Menu principal' })).getAllByRole('link');
}

const texts = (links: HTMLElement[]) => links.map((link) => link.textContent);

describe('SideMenu', () => {
  it("adds a buyer's published jobs after 'Meus Projetos'", () => {
    signIn({ intent: 'buyer' });
    const links = renderMenu();
    expect(texts(links())).toEqual([...SPEC_ITEMS.slice(0, 2), 'Meus trabalhos publicados', ...SPEC_ITEMS.slice(2)]);
    expect(screen.getByRole('link', { name: 'Meus trabalhos publicados' }).getAttribute('href')).toBe('/my-jobs');
    expect(screen.getByRole('link', { name: 'Freelancers' }).getAttribute('href')).toBe('/freelancers-list');
  });

  it("adds a seller's dashboard and proposals, and staff get Administração and Moderação last", () => {
    signIn({ intent: 'seller', isFreelancer: true, role: 'moderator' });
    const links = renderMenu();
    expect(texts(links())).toEqual([
      'Início',
      'Painel do Freelancer',
      'Meus Projetos',
      'Minhas propostas',
      'Encontrar trabalho',
      ...SPEC_ITEMS.slice(3),
      'Administração',
      'Moderação',
    ]);
    expect(screen.getByRole('link', { name: 'Minhas propostas' }).getAttribute('href')).toBe('/my-proposals');
    expect(screen.getByRole('link', { name: 'Painel do Freelancer' }).getAttribute('href')).toBe(
      '/dashboard/freelancer',
    );
    expect(screen.getByRole('link', { name: 'Moderação' }).getAttribute('href')).toBe('/moderacao');
    // A seller looks for work: the same list, on its projects tab.
    expect(screen.getByRole('link', { name: 'Encontrar trabalho' }).getAttribute('href')).toBe(
      '/freelancers-list?tab=projetos',
    );
    expect(screen.queryByRole('link', { name: 'Freelancers' })).toBeNull();
  });

  it('shows SPEC’s items only before the choice, and follows a switch at once', () => {
    signIn({ intent: null });
    const links = renderMenu();
    expect(texts(links())).toEqual(SPEC_ITEMS);
    act(() => updateSessionUser({ intent: 'seller', isFreelancer: true }));
    expect(texts(links())).toContain('Minhas propostas');
    expect(texts(links())).toContain('Encontrar trabalho');
    act(() => updateSessionUser({ intent: 'buyer', isFreelancer: false }));
    expect(texts(links())).toContain('Meus trabalhos publicados');
    expect(texts(links())).not.toContain('Minhas propostas');
  });

  it('reads the boolean of a session stored before intents existed', () => {
    signIn({ intent: undefined, isFreelancer: true });
    const links = renderMenu();
    expect(texts(links())).toContain('Minhas propostas');
  });
});
