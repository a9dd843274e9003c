import { formatBRL } from '@labora/shared/money';
import type { TStatement, TTimesheet } from '@labora/shared/timesheets';
import { TIMESHEET_MESSAGES } from '@labora/shared/timesheets';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestToaster } from '@/test/test-toaster';
import { TimesheetSection } from './timesheet-section';

const CONTRACT_ID = '3f2e1d0c-9b8a-4765-8432-10fedcba9876';
const STATEMENT_ID = '0f1e2d3c-4b5a-4697-8a8b-9c0d1e2f3a4b';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function statement(overrides: Partial<TStatement> = {}): TStatement {
  return {
    id: STATEMENT_ID,
    weekStart: '2026-11-16',
    weekEnd: '2026-11-22',
    minutes: 660,
    billableMinutes: 600,
    overLimitMinutes: 60,
    rateCents: 6_000,
    dueCents: 60_000,
    amountCents: 60_000,
    unfundedCents: 0,
    status: 'pending',
    closedAt: '2026-11-23T03:01:00.000Z',
    autoApproveAt: '2026-11-28T03:01:00.000Z',
    approvedAt: null,
    approvedBy: null,
    feeCents: 0,
    question: null,
    questionedAt: null,
    answer: null,
    answeredAt: null,
    ...overrides,
  };
}

function sheetOf(overrides: Partial<TTimesheet> = {}): TTimesheet {
  return {
    contractId: CONTRACT_ID,
    rateCents: 6_000,
    weeklyLimitHours: 10,
    weekCostCents: 60_000,
    fundedCents: 120_000,
    releasedCents: 0,
    escrowCents: 120_000,
    reservedCents: 60_000,
    availableCents: 60_000,
    currentWeek: { weekStart: '2026-11-23', minutes: 90, billableMinutes: 90, overLimitMinutes: 0, dueCents: 9_000 },
    days: [
      { date: '2026-11-24', minutes: 90, manualMinutes: 0 },
      { date: '2026-11-17', minutes: 660, manualMinutes: 120 },
    ],
    weeks: [
      { weekStart: '2026-11-23', minutes: 90, overLimitMinutes: 0 },
      { weekStart: '2026-11-16', minutes: 660, overLimitMinutes: 60 },
    ],
    entries: [],
    statements: [statement()],
    myRole: 'client',
    ...overrides,
  };
}

const contract = { id: CONTRACT_ID, status: 'em_andamento', disputeId: null, fundedAt: '2026-11-10T12:00:00.000Z' };

function renderSection(props = contract) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TimesheetSection contract={props} />
      <TestToaster />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(() => vi.unstubAllGlobals());

describe('TimesheetSection', () => {
  it('shows the hours per week and day, the over-limit hours and the manual ones, and what is funded', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(json(200, sheetOf())));
    renderSection();
    const section = await screen.findByRole('region', { name: 'Horas registradas' });
    await within(section).findByText('Extratos semanais');
    expect(section.textContent).toContain('1h 00min acima do limite');
    expect(section.textContent).toContain('Manual 2h 00min');
    expect(section.textContent).toContain('11h 00min');
    expect(section.textContent).toContain('Disponível');
    expect(section.textContent).toContain('cobre 10h 00min');
    expect(section.textContent).toContain('1h 30min registradas');
  });

  it("'Aprovar' posts the approval with an Idempotency-Key and says the payment was released", async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(json(200, sheetOf()))
      .mockResolvedValueOnce(
        json(200, {
          message: TIMESHEET_MESSAGES.approved,
          statement: statement({ status: 'approved', approvedBy: 'client' }),
        }),
      )
      .mockResolvedValue(json(200, sheetOf({ statements: [statement({ status: 'approved', approvedBy: 'client' })] })));
    vi.stubGlobal('fetch', fetchMock);
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: `Aprovar ${formatBRL(60_000)}` }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toBe(`/api/contracts/${CONTRACT_ID}/timesheet/statements/${STATEMENT_ID}/approve`);
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findAllByText(TIMESHEET_MESSAGES.approved)).not.toHaveLength(0);
    expect(await screen.findByText('Aprovado')).toBeTruthy();
  });

  it('gives the freelancer no approval, only the answer to a question', async () => {
    const asked = statement({ question: 'O que foi feito na terça?' });
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(json(200, sheetOf({ myRole: 'freelancer', statements: [asked] }))),
    );
    renderSection();
    expect(await screen.findByRole('button', { name: 'Responder' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Aprovar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Adicionar semanas' })).toBeNull();
  });
});
