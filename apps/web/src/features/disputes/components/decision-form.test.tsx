import { DISPUTE_MESSAGES } from '@labora/shared/disputes';
import { formatBRL } from '@labora/shared/money';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DISPUTE_ID, disputeOf, json, renderWithApp } from '../test/dispute-fixtures';
import { DecisionForm } from './decision-form';

const REASON = 'A entrega parcial cobre cerca de 60% do escopo combinado na proposta aceita.';

describe('DecisionForm', () => {
  it('checks the split against the escrow and the reason’s length, shows the split live, then decides with an Idempotency-Key', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(json(200, disputeOf({ status: 'decided' })));
    vi.stubGlobal('fetch', fetchMock);
    const user = renderWithApp(<DecisionForm disputeId={DISPUTE_ID} escrowCents={100_000} mode="decide" />);
    const form = screen.getByRole('form', { name: 'Decidir o caso' });

    await user.click(within(form).getByRole('button', { name: 'Registrar decisão' }));
    expect(await screen.findByText(DISPUTE_MESSAGES.splitInvalid)).toBeTruthy();
    expect(screen.getByText(DISPUTE_MESSAGES.decisionReasonRequired)).toBeTruthy();

    await user.type(screen.getByLabelText('Para o freelancer'), '1200');
    await user.type(screen.getByLabelText('Justificativa'), 'Curta demais.');
    await user.click(within(form).getByRole('button', { name: 'Registrar decisão' }));
    expect(await screen.findByText(DISPUTE_MESSAGES.splitTooLarge)).toBeTruthy();
    expect(screen.getByText(DISPUTE_MESSAGES.decisionReasonTooShort)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Para o freelancer'));
    await user.type(screen.getByLabelText('Para o freelancer'), '600');
    const summary = screen.getByLabelText('Divisão do valor');
    expect(within(summary).getByText('De volta ao cliente').nextElementSibling?.textContent).toBe(formatBRL(40_000));
    await user.clear(screen.getByLabelText('Justificativa'));
    await user.type(screen.getByLabelText('Justificativa'), REASON);
    await user.click(within(form).getByRole('button', { name: 'Registrar decisão' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`/api/disputes/${DISPUTE_ID}/decision`);
    expect(JSON.parse(String(init?.body))).toEqual({ freelancerCents: 60_000, reason: REASON });
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText(DISPUTE_MESSAGES.decided)).toBeTruthy();
  });

  it('starts an appeal’s review from the split appealed and sends it to the review endpoint', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(json(200, disputeOf({ status: 'closed' })));
    vi.stubGlobal('fetch', fetchMock);
    const user = renderWithApp(
      <DecisionForm disputeId={DISPUTE_ID} escrowCents={100_000} mode="review" initialFreelancerCents={60_000} />,
    );
    expect((screen.getByLabelText('Para o freelancer') as HTMLInputElement).value).toBe('600,00');
    await user.type(screen.getByLabelText('Justificativa'), REASON);
    await user.click(screen.getByRole('button', { name: 'Confirmar ou alterar decisão' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`/api/disputes/${DISPUTE_ID}/appeal-review`);
    expect(JSON.parse(String(init?.body))).toEqual({ freelancerCents: 60_000, reason: REASON });
  });

  it('shows the server’s refusal (another moderator took it) in the form', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(json(409, { code: 'DISPUTE_STATE', message: DISPUTE_MESSAGES.alreadyTaken })),
    );
    const user = renderWithApp(<DecisionForm disputeId={DISPUTE_ID} escrowCents={100_000} mode="decide" />);
    await user.type(screen.getByLabelText('Para o freelancer'), '500');
    await user.type(screen.getByLabelText('Justificativa'), REASON);
    await user.click(screen.getByRole('button', { name: 'Registrar decisão' }));
    expect(await screen.findByText(DISPUTE_MESSAGES.alreadyTaken)).toBeTruthy();
  });
});
