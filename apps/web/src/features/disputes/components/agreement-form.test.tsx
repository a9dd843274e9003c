import { DISPUTE_MESSAGES } from '@labora/shared/disputes';
import { formatBRL } from '@labora/shared/money';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CONTRACT_ID, json, renderWithApp } from '../test/dispute-fixtures';
import { AgreementForm } from './agreement-form';

/** The value shown beside a term of the split summary. */
function shown(term: string): string {
  const list = screen.getByLabelText('Divisão do valor');
  const dt = within(list).getByText(term, { exact: false });
  return dt.nextElementSibling?.textContent ?? '';
}

describe('AgreementForm', () => {
  it('shows, as the amount is typed, what goes back to the client and what the freelancer receives after the fee', async () => {
    const user = renderWithApp(
      <AgreementForm contractId={CONTRACT_ID} escrowCents={100_000} onDone={() => {}} onCancel={() => {}} />,
    );
    expect(shown('De volta ao cliente')).toBe(formatBRL(100_000));
    expect(shown('Freelancer recebe')).toBe(formatBRL(0));

    await user.type(screen.getByLabelText('Para o freelancer'), '600');
    expect(shown('De volta ao cliente')).toBe(formatBRL(40_000));
    // 10% of R$ 600,00 is Labora's fee.
    expect(shown('Freelancer recebe')).toBe(formatBRL(54_000));

    await user.clear(screen.getByLabelText('Para o freelancer'));
    await user.type(screen.getByLabelText('Para o freelancer'), '1000');
    expect(shown('De volta ao cliente')).toBe(formatBRL(0));
    expect(shown('Freelancer recebe')).toBe(formatBRL(90_000));
  });

  it('refuses an empty box or more than the escrow without asking the server, then sends the split in centavos', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(
      json(201, {
        id: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
        contractId: CONTRACT_ID,
        proposedBy: 'client',
        freelancerCents: 60_000,
        clientCents: 40_000,
        freelancerNetCents: 54_000,
        status: 'pending',
        createdAt: '2026-11-27T13:00:00.000Z',
        answeredAt: null,
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onDone = vi.fn();
    const user = renderWithApp(
      <AgreementForm contractId={CONTRACT_ID} escrowCents={100_000} onDone={onDone} onCancel={() => {}} />,
    );

    await user.click(screen.getByRole('button', { name: 'Propor acordo' }));
    expect(await screen.findByText(DISPUTE_MESSAGES.splitInvalid)).toBeTruthy();

    await user.type(screen.getByLabelText('Para o freelancer'), '1000,01');
    await user.click(screen.getByRole('button', { name: 'Propor acordo' }));
    expect(await screen.findByText(DISPUTE_MESSAGES.splitTooLarge)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Para o freelancer'));
    await user.type(screen.getByLabelText('Para o freelancer'), '600');
    await user.click(screen.getByRole('button', { name: 'Propor acordo' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`/api/contracts/${CONTRACT_ID}/agreements`);
    expect(JSON.parse(String(init?.body))).toEqual({ freelancerCents: 60_000 });
    expect(await screen.findByText(DISPUTE_MESSAGES.agreementProposed)).toBeTruthy();
  });
});
