import { TIME_TRACKING_MESSAGES } from '@labora/shared/time-tracking-rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestToaster } from '@/test/test-toaster';
import { ManualEntryDialog } from './manual-entry-dialog';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const CONTRACT = { id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', title: 'Loja virtual', clientName: 'Ana Souza' };

function renderDialog(answer: () => Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  const onOpenChange = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ManualEntryDialog open onOpenChange={onOpenChange} entry={null} contracts={[CONTRACT]} today="2026-11-20" />
      <TestToaster />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), fetchMock, onOpenChange };
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Registrar em' }), CONTRACT.id);
  await user.type(screen.getByLabelText('Início'), '21:30');
  await user.type(screen.getByLabelText('Fim'), '23:00');
  await user.type(screen.getByLabelText('Nota'), 'Ajustes no checkout.');
  await user.click(screen.getByRole('button', { name: 'Salvar registro' }));
}

describe('ManualEntryDialog', () => {
  it('sends the day and times as São Paulo instants with the contract and the note', async () => {
    const { user, fetchMock, onOpenChange } = renderDialog(() => json(201, {}));
    await fill(user);
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain('/api/time-entries');
    expect(init?.method).toBe('POST');
    // 21:30 in São Paulo (UTC−3) is 00:30 UTC of the next day.
    expect(JSON.parse(String(init?.body))).toEqual({
      contractId: CONTRACT.id,
      startedAt: '2026-11-21T00:30:00.000Z',
      endedAt: '2026-11-21T02:00:00.000Z',
      note: 'Ajustes no checkout.',
    });
  });

  it('refuses an end before the start and an empty note without asking the server', async () => {
    const { user, fetchMock } = renderDialog(() => json(201, {}));
    await user.type(screen.getByLabelText('Início'), '10:00');
    await user.type(screen.getByLabelText('Fim'), '09:00');
    await user.click(screen.getByRole('button', { name: 'Salvar registro' }));
    expect(await screen.findByText(TIME_TRACKING_MESSAGES.backwards)).toBeTruthy();
    expect(screen.getByText(TIME_TRACKING_MESSAGES.noteRequired)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s overlap refusal in the form', async () => {
    const { user, onOpenChange } = renderDialog(() =>
      json(409, { code: 'TIME_ENTRY_OVERLAP', message: TIME_TRACKING_MESSAGES.overlap }),
    );
    await fill(user);
    expect(await screen.findByText(TIME_TRACKING_MESSAGES.overlap)).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it('shows a closed week’s refusal on the day: that week’s hours were billed', async () => {
    const { user, onOpenChange } = renderDialog(() =>
      json(409, { code: 'TIME_WEEK_CLOSED', message: TIME_TRACKING_MESSAGES.weekClosed }),
    );
    await fill(user);
    expect(await screen.findByText(TIME_TRACKING_MESSAGES.weekClosed)).toBeTruthy();
    expect(screen.getByLabelText('Dia').getAttribute('aria-invalid')).toBe('true');
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
