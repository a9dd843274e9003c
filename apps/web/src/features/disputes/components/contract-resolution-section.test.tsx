import type { TContractResolution } from '@labora/shared/disputes';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CONTRACT_ID, DISPUTE_ID, json, renderWithApp } from '../test/dispute-fixtures';
import { ContractResolutionSection, type ResolutionContract } from './contract-resolution-section';

const OPEN: TContractResolution = {
  escrowCents: 100_000,
  agreement: null,
  dispute: null,
  canProposeAgreement: true,
  canOpenDispute: true,
};

const PENDING = {
  id: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
  contractId: CONTRACT_ID,
  proposedBy: 'client',
  freelancerCents: 60_000,
  clientCents: 40_000,
  freelancerNetCents: 54_000,
  status: 'pending',
  createdAt: '2026-11-27T13:00:00.000Z',
  answeredAt: null,
} as const;

function renderSection(resolution: TContractResolution, contract: Partial<ResolutionContract> = {}) {
  vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(json(200, resolution)));
  return renderWithApp(
    <ContractResolutionSection
      contract={{ id: CONTRACT_ID, myRole: 'freelancer', inProgressWithEscrow: true, ...contract }}
    />,
  );
}

describe('ContractResolutionSection', () => {
  it('offers both ways out on a contract in progress with escrow', async () => {
    renderSection(OPEN);
    expect(await screen.findByRole('button', { name: 'Propor encerramento por acordo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abrir disputa' })).toBeTruthy();
  });

  it('gives the other side “Aceitar acordo” and “Recusar”, and the proposer “Aguardando resposta”', async () => {
    renderSection({ ...OPEN, agreement: PENDING });
    const proposal = await screen.findByRole('article', { name: 'Proposta de acordo' });
    expect(within(proposal).getByRole('button', { name: 'Aceitar acordo' })).toBeTruthy();
    expect(within(proposal).getByRole('button', { name: 'Recusar' })).toBeTruthy();
    // One proposal at a time: no second one while this waits.
    expect(screen.queryByRole('button', { name: 'Propor encerramento por acordo' })).toBeNull();
  });

  it('shows the proposer that the other side has yet to answer', async () => {
    renderSection({ ...OPEN, agreement: PENDING }, { myRole: 'client' });
    const proposal = await screen.findByRole('article', { name: 'Proposta de acordo' });
    expect(within(proposal).getByText('Aguardando resposta')).toBeTruthy();
    expect(within(proposal).queryByRole('button')).toBeNull();
  });

  it('shows an open dispute with its status, next deadline and the way to it', async () => {
    renderSection(
      {
        ...OPEN,
        canProposeAgreement: false,
        canOpenDispute: false,
        dispute: {
          id: DISPUTE_ID,
          status: 'awaiting_answer',
          nextDeadline: '2026-12-02T13:00:00.000Z',
          nextStep: 'Sem resposta até lá, a disputa é decidida a favor de quem a abriu.',
        },
      },
      { inProgressWithEscrow: false },
    );
    const dispute = await screen.findByRole('article', { name: 'Disputa' });
    expect(dispute.textContent).toContain('Aguardando resposta');
    expect(dispute.textContent).toContain('até 02/12/2026 às 10:00');
    expect(within(dispute).getByRole('link', { name: 'Ver disputa' }).getAttribute('href')).toBe(
      `/disputas/${DISPUTE_ID}`,
    );
    expect(screen.queryByRole('button', { name: 'Abrir disputa' })).toBeNull();
  });

  it('keeps showing how a finished contract was ended by agreement', async () => {
    renderSection(
      {
        ...OPEN,
        escrowCents: 0,
        canProposeAgreement: false,
        canOpenDispute: false,
        agreement: { ...PENDING, status: 'accepted', answeredAt: '2026-11-28T13:00:00.000Z' },
      },
      { inProgressWithEscrow: false },
    );
    const section = await screen.findByRole('region', { name: 'Problemas com o contrato?' });
    expect(section.textContent).toContain('Acordo aceito');
    expect(within(section).queryByRole('button')).toBeNull();
  });
});
