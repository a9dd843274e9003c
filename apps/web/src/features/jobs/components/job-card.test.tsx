import type { TJobSummary } from '@labora/shared/jobs';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { JobCard } from './job-card';

const JOB: TJobSummary = {
  id: '9d7c1f2a-3b4e-4c5d-8e6f-7a8b9c0d1e2f',
  title: 'Loja virtual para padaria',
  category: 'Desenvolvimento Web',
  projectType: 'fixed',
  budgetCents: 250_000,
  hourlyRateCents: null,
  experienceLevel: 'intermediario',
  description: 'Uma loja com catálogo, carrinho e pagamento.',
  location: 'Recife, PE',
  remote: true,
  skills: ['React'],
  deliveryDeadline: '2026-12-20',
  status: 'open',
  proposalCount: 2,
  createdAt: '2026-11-20T12:00:00.000Z',
  client: {
    id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    name: 'Carla Mendes',
    avatarUrl: null,
    rating: null,
    reviewCount: 0,
  },
};

describe('JobCard', () => {
  it("links the title to the job, and keeps 'Ver Detalhes'", () => {
    render(
      <MemoryRouter>
        <JobCard job={JOB} />
      </MemoryRouter>,
    );
    const card = screen.getByRole('article', { name: 'Loja virtual para padaria' });
    const heading = within(card).getByRole('heading', { level: 3, name: 'Loja virtual para padaria' });
    expect(within(heading).getByRole('link', { name: 'Loja virtual para padaria' }).getAttribute('href')).toBe(
      `/job/${JOB.id}`,
    );
    expect(
      within(card)
        .getByRole('link', { name: /^Ver Detalhes/ })
        .getAttribute('href'),
    ).toBe(`/job/${JOB.id}`);
  });
});
