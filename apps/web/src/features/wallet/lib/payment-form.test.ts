import { WALLET_MESSAGES } from '@labora/shared/wallet';
import { describe, expect, it } from 'vitest';
import { checkPaymentForm, EMPTY_PAYMENT_FORM } from './payment-form';

const contract = { kind: 'contract', priceCents: 150_000 } as const;

describe('checkPaymentForm', () => {
  it('needs a method, and a card number for the card (SPEC)', () => {
    expect(checkPaymentForm(EMPTY_PAYMENT_FORM, { target: contract, availableCents: 0 })).toEqual({
      ok: false,
      message: WALLET_MESSAGES.fillAll,
      field: 'method',
    });
    expect(
      checkPaymentForm({ ...EMPTY_PAYMENT_FORM, method: 'card' }, { target: contract, availableCents: 0 }),
    ).toMatchObject({ ok: false, message: WALLET_MESSAGES.fillAll, field: 'cardNumber' });
  });

  it('asks no account for the wallet’s balance, but refuses more than the balance', () => {
    const wallet = { ...EMPTY_PAYMENT_FORM, method: 'saldoCarteira' } as const;
    expect(checkPaymentForm(wallet, { target: contract, availableCents: 150_000 })).toEqual({
      ok: true,
      request: { method: 'saldoCarteira' },
    });
    expect(checkPaymentForm(wallet, { target: contract, availableCents: 149_999 })).toEqual({
      ok: false,
      message: WALLET_MESSAGES.insufficientForPayment,
      field: null,
    });
  });

  it('adds money by an amount in reais, within the deposit limits', () => {
    const deposit = { kind: 'deposit' } as const;
    expect(
      checkPaymentForm({ ...EMPTY_PAYMENT_FORM, method: 'pix' }, { target: deposit, availableCents: 0 }),
    ).toMatchObject({
      message: WALLET_MESSAGES.fillAll,
      field: 'amount',
    });
    expect(
      checkPaymentForm({ method: 'pix', amount: 50, cardNumber: '' }, { target: deposit, availableCents: 0 }),
    ).toMatchObject({ message: WALLET_MESSAGES.depositTooSmall });
    expect(
      checkPaymentForm(
        { method: 'card', amount: 150_000, cardNumber: '4111 1111 1111 1111' },
        { target: deposit, availableCents: 0 },
      ),
    ).toEqual({ ok: true, deposit: { amountCents: 150_000, method: 'card', cardNumber: '4111111111111111' } });
  });
});
