import type { TAdminUser } from '@labora/shared/admin';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UsersCards } from './users-cards';
import { UsersTable, type UsersViewProps } from './users-table';

function userOf(overrides: Partial<TAdminUser>): TAdminUser {
  return {
    _id: '4b0c6f5e-2f0a-4a47-9d1b-6f0f3c1e2a10',
    firstName: 'Carla',
    lastName: 'Mendes',
    email: 'carla@exemplo.com',
    phone: '11987654321',
    role: 'user',
    isActive: true,
    isFreelancer: false,
    notes: '',
    profileImage: null,
    createdAt: '2026-01-10T12:00:00.000Z',
    lastLogin: null,
    disputesLost: 0,
    ...overrides,
  };
}

const USERS = [
  userOf({ disputesLost: 2 }),
  userOf({ _id: '5c1d7a6f-3a1b-4b58-8e2c-7a1f4d2e3b21', firstName: 'Rafael', email: 'rafael@exemplo.com' }),
];

const props: UsersViewProps = {
  users: USERS,
  sort: 'createdAt',
  order: 'desc',
  onSort: () => {},
  canWrite: false,
  stale: false,
  onOpen: () => {},
  onDelete: () => {},
};

function renderView(view: typeof UsersTable) {
  const View = view;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <View {...props} />
    </QueryClientProvider>,
  );
}

describe('the users table', () => {
  it('shows how many disputes each person lost', () => {
    renderView(UsersTable);
    const header = screen.getByRole('columnheader', { name: 'Disputas perdidas' });
    const column = [...(header.parentElement?.children ?? [])].indexOf(header);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.children[column]?.textContent)).toEqual(['2', '0']);
  });

  it('shows the same count on a phone’s cards', () => {
    renderView(UsersCards);
    const cards = within(screen.getByRole('list', { name: 'Usuários' })).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByText(/^Disputas perdidas:/).textContent)).toEqual([
      'Disputas perdidas: 2',
      'Disputas perdidas: 0',
    ]);
  });
});
