import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ClientPayments } from './job-overview';

describe("the job page's client payments", () => {
  it("shows 'Pagamento garantido' and the count once the client paid a contract", () => {
    const { rerender } = render(<ClientPayments paidContracts={3} />);
    expect(screen.getByText('Pagamento garantido')).toBeTruthy();
    expect(screen.getByText('3 contratos pagos')).toBeTruthy();
    rerender(<ClientPayments paidContracts={1} />);
    expect(screen.getByText('1 contrato pago')).toBeTruthy();
  });

  it('shows no badge for a client who never paid on Labora', () => {
    render(<ClientPayments paidContracts={0} />);
    expect(screen.queryByText('Pagamento garantido')).toBeNull();
    expect(screen.getByText('Nenhum contrato pago ainda')).toBeTruthy();
  });
});
