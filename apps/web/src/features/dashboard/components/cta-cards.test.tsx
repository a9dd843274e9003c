import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CtaCards } from './cta-cards';

const USER_ID = '4b0c6f5e-2f0a-4a47-9d1b-6f0f3c1e2a10';

function renderIn(ui: ReactNode) {
  return render(<MemoryRouter>{ui}</MemoryRouter>);
}

const headings = () => screen.getAllByRole('heading').map((h) => h.textContent);
const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('the dashboard speaks to each intent', () => {
  it('invites a buyer to publish (SPEC’s two cards)', () => {
    renderIn(<CtaCards intent="buyer" userId={USER_ID} />);
    expect(headings()).toEqual(['Publique seu projeto agora', 'Personalize a Labora para você']);
    expect(hrefOf('Começar agora')).toBe('/add-job');
    expect(hrefOf('Editar Perfil')).toBe('/edit-profile');
  });

  it('offers a seller work and services first, and publishing a project too (a freelancer may hire)', () => {
    renderIn(<CtaCards intent="seller" userId={USER_ID} />);
    expect(headings()).toEqual([
      'Encontre projetos para você',
      'Crie um serviço',
      'Personalize a Labora para você',
      'Publique seu projeto agora',
    ]);
    expect(hrefOf('Começar agora')).toBe('/add-job');
    expect(hrefOf('Ver projetos')).toBe('/freelancers-list?tab=projetos');
    expect(hrefOf('Criar serviço')).toBe(`/freelancer/${USER_ID}#servicos`);
  });

  it('offers publishing and the profile before a choice', () => {
    renderIn(<CtaCards intent={null} userId={USER_ID} />);
    expect(headings()).toEqual(['Publique seu projeto agora', 'Personalize a Labora para você']);
    expect(hrefOf('Começar agora')).toBe('/add-job');
  });
});
