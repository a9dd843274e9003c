import type { TFreelancerProfile } from '@labora/shared/freelancers';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfileHeader } from './profile-header';

const profile = (overrides: Partial<TFreelancerProfile>): TFreelancerProfile => ({
  id: '6f1c1d1e-6a57-4d0a-9d7b-2f0d6c1b7a11',
  name: 'Rafael Souza',
  avatarUrl: null,
  expertise: 'Desenvolvedor React',
  location: 'Recife, PE',
  hourlyRateCents: 12_000,
  bio: '',
  skills: [],
  rating: null,
  reviewCount: 0,
  completedProjects: 0,
  level: 'Novo',
  memberSince: '2026-01-10T12:00:00.000Z',
  isFreelancer: true,
  cpfVerified: false,
  ...overrides,
});

describe("ProfileHeader's 'CPF verificado'", () => {
  it('shows the badge when the person added a CPF, and not otherwise', () => {
    const { rerender } = render(<ProfileHeader profile={profile({ cpfVerified: true })} />);
    expect(screen.getByText('CPF verificado')).toBeTruthy();
    rerender(<ProfileHeader profile={profile({ cpfVerified: false })} />);
    expect(screen.queryByText('CPF verificado')).toBeNull();
  });
});
