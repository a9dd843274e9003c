import { DISPUTE_MESSAGES, DISPUTE_REASON_LABELS } from '@labora/shared/disputes';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CONTRACT_ID, disputeOf, json, renderWithApp } from '../test/dispute-fixtures';
import { OpenDisputeDialog } from './open-dispute-dialog';

const STATEMENT = 'O freelancer não entregou nada e parou de responder há duas semanas.';

function renderDialog() {
  return renderWithApp(<OpenDisputeDialog contractId={CONTRACT_ID} open onOpenChange={() => {}} />, {
    path: `/contracts/${CONTRACT_ID}`,
    pattern: '/contracts/:id',
  });
}

describe('OpenDisputeDialog', () => {
  it('asks for a reason and a statement of at least 30 characters, in the shared messages, before sending', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const user = renderDialog();

    await user.click(screen.getByRole('button', { name: 'Abrir disputa' }));
    expect(await screen.findByText(DISPUTE_MESSAGES.reasonRequired)).toBeTruthy();
    expect(screen.getByText(DISPUTE_MESSAGES.statementRequired)).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Motivo'), DISPUTE_REASON_LABELS.not_delivered);
    await user.type(screen.getByLabelText('O que aconteceu'), 'Não entregou.');
    expect(screen.getByLabelText('O que aconteceu').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('13 de 5.000 caracteres (mínimo 30)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Abrir disputa' }));
    expect(await screen.findByText(DISPUTE_MESSAGES.statementTooShort)).toBeTruthy();
    expect(screen.queryByText(DISPUTE_MESSAGES.reasonRequired)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens the dispute with the reason and the statement, then goes to its page', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(json(201, disputeOf()));
    vi.stubGlobal('fetch', fetchMock);
    const user = renderDialog();

    await user.selectOptions(screen.getByLabelText('Motivo'), DISPUTE_REASON_LABELS.no_response);
    await user.type(screen.getByLabelText('O que aconteceu'), STATEMENT);
    await user.click(screen.getByRole('button', { name: 'Abrir disputa' }));

    expect(await screen.findByText('Página da disputa')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`/api/contracts/${CONTRACT_ID}/disputes`);
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'no_response', statement: STATEMENT });
    await waitFor(() => expect(screen.getByText(DISPUTE_MESSAGES.opened)).toBeTruthy());
  });

  it('shows the server’s refusal in the form', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(json(409, { code: 'DISPUTE_OPEN', message: DISPUTE_MESSAGES.alreadyOpen })),
    );
    const user = renderDialog();
    await user.selectOptions(screen.getByLabelText('Motivo'), DISPUTE_REASON_LABELS.other);
    await user.type(screen.getByLabelText('O que aconteceu'), STATEMENT);
    await user.click(screen.getByRole('button', { name: 'Abrir disputa' }));
    expect(await screen.findByText(DISPUTE_MESSAGES.alreadyOpen)).toBeTruthy();
  });
});
