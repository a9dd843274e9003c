import { formatBRL } from '@labora/shared/money';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProposalForm } from './proposal-form';

describe('ProposalForm', () => {
  it('shows the freelancer what reaches them after Labora’s 10% (the client pays the amount, no fee)', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ProposalForm
          job={{ id: 'b6f0e1c4-1d2a-4c3b-9e8f-7a6b5c4d3e2f', projectType: 'fixed' }}
          jobAmount="R$ 1.800,00"
        />
      </QueryClientProvider>,
    );
    const amount = screen.getByLabelText('Valor da proposta (R$)');
    expect(amount.getAttribute('aria-describedby')).toBeTruthy();
    const hint = () => document.getElementById(amount.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
    expect(hint()).toContain('A Labora desconta 10% do valor que você recebe; o cliente não paga taxa.');

    await userEvent.setup().type(amount, '1.650,55');
    expect(hint()).toContain(`Você recebe ${formatBRL(148_549)}`);
    // 10% of R$ 1.650,55 is 16.505,5 centavos: half up to R$ 165,06.
    expect(hint()).toContain(`Taxa da Labora (10%): ${formatBRL(16_506)}`);
    expect(hint()).toContain(`O cliente paga ${formatBRL(165_055)}, sem taxa.`);
  });

  it('asks for the rate on an hourly job, and shows every figure per hour', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ProposalForm
          job={{ id: 'b6f0e1c4-1d2a-4c3b-9e8f-7a6b5c4d3e2f', projectType: 'hourly' }}
          jobAmount="R$ 80,00/hora"
        />
      </QueryClientProvider>,
    );
    expect(screen.queryByLabelText('Valor da proposta (R$)')).toBeNull();
    const amount = screen.getByLabelText('Valor por hora (R$)');
    const hint = () => document.getElementById(amount.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
    expect(hint()).toContain('O cliente indicou R$ 80,00/hora. Informe o seu valor por hora');
    await userEvent.setup().type(amount, '75');
    expect(hint()).toContain(`Você recebe ${formatBRL(6_750)} por hora`);
    expect(hint()).toContain(
      `Taxa da Labora (10%): ${formatBRL(750)} por hora. O cliente paga ${formatBRL(7_500)} por hora, sem taxa.`,
    );
  });
});
