import { PAYOUT_ACCOUNT_MESSAGES } from '@labora/shared/payout-accounts';
import { WALLET_MESSAGES } from '@labora/shared/wallet';
import { describe, expect, it } from 'vitest';
import { checkWithdrawForm, EMPTY_WITHDRAW_FORM, type WithdrawFormValues, withdrawalFigures } from './withdraw-form';

// 2026-03-10 12:00 in São Paulo.
const NOW = new Date('2026-03-10T15:00:00Z');
const BALANCE = 300_000;

const pix = (overrides: Partial<WithdrawFormValues> = {}): WithdrawFormValues => ({
  ...EMPTY_WITHDRAW_FORM,
  amount: 10_000,
  method: 'pix',
  pixKey: 'rafael@example.com',
  ...overrides,
});
const check = (values: WithdrawFormValues) => checkWithdrawForm(values, { availableCents: BALANCE, now: NOW });

describe('withdrawalFigures', () => {
  it('takes each method’s fee, half up to the centavo, and the rest is the net (SPEC: net = amount × (1 − fee/100))', () => {
    expect(withdrawalFigures(10_000, 'pix')).toEqual({ amountCents: 10_000, feeCents: 150, netCents: 9_850 });
    expect(withdrawalFigures(100_000, 'bank')).toEqual({ amountCents: 100_000, feeCents: 2_500, netCents: 97_500 });
    expect(withdrawalFigures(5_000, 'card')).toEqual({ amountCents: 5_000, feeCents: 175, netCents: 4_825 });
    // 1.5% of R$ 50,33 is 75,495 centavos: half up is 75.
    expect(withdrawalFigures(5_033, 'pix')).toEqual({ amountCents: 5_033, feeCents: 75, netCents: 4_958 });
    // 2.5% of R$ 0,10 is 0,25 centavo (rounds to 0); of R$ 0,20, 0,5 centavo (rounds up to 1).
    expect(withdrawalFigures(20, 'bank')).toEqual({ amountCents: 20, feeCents: 1, netCents: 19 });
  });

  it('shows nothing until there is an amount and a method', () => {
    expect(withdrawalFigures(null, 'pix')).toBeNull();
    expect(withdrawalFigures(10_000, '')).toBeNull();
    expect(withdrawalFigures(0, 'pix')).toBeNull();
  });
});

describe('checkWithdrawForm', () => {
  it('asks for every field first (SPEC), marking what is missing', () => {
    const result = check(EMPTY_WITHDRAW_FORM);
    expect(result).toEqual({
      ok: false,
      alert: WALLET_MESSAGES.fillAll,
      errors: { amount: WALLET_MESSAGES.fillAll, method: WALLET_MESSAGES.fillAll },
    });
    const bank = check({ ...EMPTY_WITHDRAW_FORM, amount: 10_000, method: 'bank', bankCode: '001' });
    expect(bank).toMatchObject({
      ok: false,
      alert: WALLET_MESSAGES.fillAll,
      errors: {
        agency: PAYOUT_ACCOUNT_MESSAGES.agencyMissing,
        account: PAYOUT_ACCOUNT_MESSAGES.accountMissing,
        digit: PAYOUT_ACCOUNT_MESSAGES.digitMissing,
      },
    });
  });

  it('refuses more than the balance with SPEC’s message, and less than the FAQ’s minimum', () => {
    expect(check(pix({ amount: 300_001 }))).toMatchObject({
      ok: false,
      alert: WALLET_MESSAGES.insufficientForWithdrawal,
      errors: { amount: WALLET_MESSAGES.insufficientForWithdrawal },
    });
    expect(check(pix({ amount: 4_999 }))).toMatchObject({ errors: { amount: WALLET_MESSAGES.withdrawalTooSmall } });
    expect(check(pix({ amount: 0 }))).toMatchObject({ errors: { amount: WALLET_MESSAGES.amountInvalid } });
    expect(check(pix({ amount: 300_000 }))).toMatchObject({ ok: true });
  });

  it('checks the account with the shared schema, at the field it is about', () => {
    expect(check(pix({ pixKey: 'não é chave' }))).toMatchObject({
      errors: { pixKey: PAYOUT_ACCOUNT_MESSAGES.pixKeyInvalid },
    });
    expect(check(pix({ method: 'card', cardNumber: '4111 1111 1111 1112' }))).toMatchObject({
      errors: { cardNumber: PAYOUT_ACCOUNT_MESSAGES.cardInvalid },
    });
    const bank = pix({ method: 'bank', bankCode: '001', agency: '15', account: '123', digit: '1' });
    expect(check(bank)).toMatchObject({ errors: { agency: PAYOUT_ACCOUNT_MESSAGES.agencyInvalid } });
  });

  it('takes a date from today on, never before', () => {
    expect(check(pix({ scheduledDate: '2026-03-09' }))).toMatchObject({
      errors: { scheduledDate: WALLET_MESSAGES.scheduledDatePast },
    });
    expect(check(pix({ scheduledDate: '2026-03-10' }))).toMatchObject({ ok: true });
  });

  it('hands over the request, the canonical account and the figures for Confirmar Saque', () => {
    const result = check(pix({ amount: 123_456, pixKey: ' Rafael@Example.com ', scheduledDate: '2026-03-12' }));
    expect(result).toEqual({
      ok: true,
      withdrawal: {
        request: {
          amountCents: 123_456,
          method: 'pix',
          accountInfo: { method: 'pix', pixKey: 'Rafael@Example.com' },
          scheduledDate: '2026-03-12',
        },
        account: expect.objectContaining({ method: 'pix', pixKeyType: 'email' }),
        amountCents: 123_456,
        feeCents: 1_852,
        netCents: 121_604,
      },
    });
  });
});

describe('checkWithdrawForm with saved accounts', () => {
  const SAVED = [
    {
      id: '0d7f5f0a-8f3e-4c1a-9a57-6a0b3a1f2c11',
      method: 'pix' as const,
      label: 'PIX · celular (11) *****-5678',
      account: { method: 'pix' as const, pixKey: '+5511912345678', pixKeyType: 'phone' as const },
      createdAt: '2026-03-01T12:00:00.000Z',
    },
    {
      id: '5a3c1e2b-7d4f-4b6a-8c9d-0e1f2a3b4c5d',
      method: 'card' as const,
      label: 'Cartão final 1111',
      account: { method: 'card' as const, cardLast4: '1111' },
      createdAt: '2026-03-01T12:00:00.000Z',
    },
  ];
  const withSaved = (values: WithdrawFormValues) =>
    checkWithdrawForm(values, { availableCents: BALANCE, savedAccounts: SAVED, now: NOW });

  it('sends the chosen saved key as accountInfo, with no key typed', () => {
    const result = withSaved(pix({ pixKey: '', savedAccountId: SAVED[0]?.id }));
    expect(result).toMatchObject({
      ok: true,
      withdrawal: {
        request: { method: 'pix', accountInfo: { method: 'pix', pixKey: '+5511912345678' } },
        account: SAVED[0]?.account,
        savedAccountId: SAVED[0]?.id,
      },
    });
  });

  it('asks for the fields when the saved account is of another method, or gone', () => {
    expect(withSaved(pix({ pixKey: '', savedAccountId: 'removido' }))).toMatchObject({
      ok: false,
      errors: { pixKey: PAYOUT_ACCOUNT_MESSAGES.pixKeyMissing },
    });
    // A saved card is never offered: its number is asked for every time.
    expect(
      withSaved({ ...EMPTY_WITHDRAW_FORM, amount: 10_000, method: 'card', savedAccountId: SAVED[1]?.id ?? '' }),
    ).toMatchObject({ ok: false, errors: { cardNumber: PAYOUT_ACCOUNT_MESSAGES.cardMissing } });
    const typed = withSaved(pix());
    expect(typed.ok && typed.withdrawal.savedAccountId).toBeUndefined();
  });
});
