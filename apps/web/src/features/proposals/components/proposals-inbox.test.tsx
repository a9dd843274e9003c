import type { TInboxProposal } from '@labora/shared/proposals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProposalsInbox } from './proposals-inbox';

afterEach(() => {
  vi.unstubAllGlobals();
});

const JOB = { id: '0b6f3a52-4a8e-4c1b-9f55-0a2f1c3d4e50', status: 'open' } as const;

function proposal(n: number, name: string, cpfVerified: boolean): TInboxProposal {
  const id = `7c1e2d3f-4a5b-4c6d-8e7f-00000000000${n}`;
  return {
    id,
    jobId: JOB.id,
    jobTitle: 'Loja virtual',
    amountCents: 150_000,
    deliveryDays: 10,
    coverLetter: 'Faço a loja em React.',
    status: 'pending',
    createdAt: '2026-11-24T10:00:00.000Z',
    freelancer: {
      id: `9a1e2d3f-4a5b-4c6d-8e7f-00000000000${n}`,
      name,
      avatarUrl: null,
      userType: 'Desenvolvedor',
      rating: null,
      reviewCount: 0,
      completedProjects: 0,
      level: 'Novo',
      cpfVerified,
    },
    client: { id: 'b1e2d3f4-4a5b-4c6d-8e7f-000000000001', name: 'Carla Mendes', avatarUrl: null },
    contractId: null,
    isNew: false,
  };
}

describe('ProposalsInbox', () => {
  it("shows 'CPF verificado' on the proposals of freelancers who added a CPF, and only there", async () => {
    const body = [proposal(1, 'Rafael Souza', true), proposal(2, 'Bia Lima', false)];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(
        async () =>
          new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter([{ path: '/', element: <ProposalsInbox job={JOB} /> }]);
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const cardOf = async (name: string) =>
      (await screen.findByRole('link', { name })).closest('article') as HTMLElement;
    expect(within(await cardOf('Rafael Souza')).getByText('CPF verificado')).toBeTruthy();
    expect(within(await cardOf('Bia Lima')).queryByText('CPF verificado')).toBeNull();
  });
});
