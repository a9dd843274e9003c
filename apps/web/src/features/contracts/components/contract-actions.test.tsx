import type { TContract } from '@labora/shared/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ContractActions } from './contract-actions';

const FROZEN = 'Pagamento congelado: há uma disputa aberta.';

const CONTRACT: TContract = {
  id: '3f2e1d0c-9b8a-4765-8432-10fedcba9876',
  jobId: null,
  gigId: null,
  title: 'Site institucional',
  description: '',
  valueCents: 150_000,
  status: 'em_andamento',
  progress: 50,
  startDate: '2026-11-10',
  endDate: '2026-12-10',
  fundedAt: '2026-11-09T12:00:00.000Z',
  escrowCents: 150_000,
  disputeId: null,
  hourlyRateCents: null,
  weeklyLimitHours: null,
  createdAt: '2026-11-09T12:00:00.000Z',
  client: { id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Carla Souza', avatarUrl: null },
  freelancer: { id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a', name: 'Rafael Lima', avatarUrl: null },
  deliveries: [],
  autoReleaseAt: null,
  allowedActions: ['conclude'],
  myRole: 'client',
  canReview: false,
  myReview: null,
  theirReview: null,
};

function renderActions(frozenNote?: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ContractActions contract={CONTRACT} onReview={() => {}} frozenNote={frozenNote} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ContractActions', () => {
  it('turns releasing and concluding off while a dispute freezes the escrow, and says why', () => {
    renderActions(FROZEN);
    for (const name of ['Liberar pagamento', 'Marcar como concluído']) {
      const button = screen.getByRole('button', { name }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(button.getAttribute('aria-describedby')).toBeTruthy();
      expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(FROZEN);
    }
  });

  it('leaves them on without a dispute', () => {
    renderActions();
    expect((screen.getByRole('button', { name: 'Liberar pagamento' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText(FROZEN)).toBeNull();
  });
});
