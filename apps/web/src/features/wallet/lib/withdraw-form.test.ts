import { PAYOUT_ACCOUNT_MESSAGES } from '@labora/shared/payout-accounts';
import { WALLET_MESSAGES } from '@labora/shared/wallet';
import { describe, expect, it } from 'vitest';
import { checkWithdrawForm, EMPTY_WITHDRAW_FORM, type WithdrawFormValues, withdrawalFigures } from './withdraw-form';

// 2026-03-10 12:00 in São Paulo.
const NOW = new Date('2026-03-10T15:00:00Z');
const BALANCE = 300_000;

const pix = (overrides: Partial<WithdrawFormValues> = {}): WithdrawFormValues => ({
  ...EMPTY_WITHDRAW_FORM,
  amount: '100,00',
  method: 'pix',
  pixKey: 'rafael@example.com',
  ...overrides,
});
const check = (values: WithdrawFormValues) => checkWithdrawForm(values, { availableCents: BALANCE, now: NOW });

describe('withdrawalFigures', () => {
  it('takes each method’s fee, half up to the centavo, and the rest is the net (SPEC: net = amount × (1 − fee/100))', () => {
    expect(withdrawalFigures('100', 'pix')).toEqual({ amountCents: 10_000, feeCents: 150, netCents: 9_850 });
    expect(withdrawalFigures('1.000,00', 'bank')).toEqual({ amountCents: 100_000, feeCents: 2_500, netCents: 97_500 });
    expect(withdrawalFigures('50', 'card')).toEqual({ amountCents: 5_000, feeCents: 175, netCents: 4_825 });
    // 1.5% of R$ 50,33 is 75,495 centavos: half up is 75.
    expect(withdrawalFigures('50,33', 'pix')).toEqual({ amountCents: 5_033, feeCents: 75, netCents: 4_958 });
    // 2.5% of R$ 0,10 is 0,25 centavo (rounds to 0); of R$ 0,20, 0,5 centavo (rounds up to 1).
    expect(withdrawalFigures('0,20', 'bank')).toEqual({ amountCents: 20, feeCents: 1, netCents: 19 });
  });

  it('shows nothing until there is an amount and a method', () => {
    expect(withdrawalFigures('', 'pix')).toBeNull();
    expect(withdrawalFigures('abc', 'pix')).toBeNull();
    expect(withdrawalFigures('100', '')).toBeNull();
    expect(withdrawalFigures('0', 'pix')).toBeNull();
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
    const bank = check({ ...EMPTY_WITHDRAW_FORM, amount: '100', method: 'bank', bankCode: '001' });
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
    expect(check(pix({ amount: '3.000,01' }))).toMatchObject({
      ok: false,
      alert: WALLET_MESSAGES.insufficientForWithdrawal,
      errors: { amount: WALLET_MESSAGES.insufficientForWithdrawal },
    });
    expect(check(pix({ amount: '49,99' }))).toMatchObject({ errors: { amount: WALLET_MESSAGES.withdrawalTooSmall } });
    expect(check(pix({ amount: '12,345' }))).toMatchObject({ errors: { amount: WALLET_MESSAGES.amountInvalid } });
    expect(check(pix({ amount: '3.000,00' }))).toMatchObject({ ok: true });
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
    const result = check(pix({ amount: '1.234,56', pixKey: ' Rafael@Example.com ', scheduledDate: '2026-03-12' }));
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
