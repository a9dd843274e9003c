import { GIG_ORDER_MESSAGES } from '@labora/shared/gigs';
import { WALLET_MESSAGES } from '@labora/shared/wallet';
import { describe, expect, it } from 'vitest';
import { checkGigOrder } from './gig-order-form';

const price = { priceCents: 45_000 };

describe('checkGigOrder', () => {
  it('pays from the wallet when it covers the price, sending no card number', () => {
    expect(
      checkGigOrder(
        { tier: 'basico', message: '  Para sexta.  ', method: 'saldoCarteira', cardNumber: '4111' },
        { ...price, availableCents: 45_000 },
      ),
    ).toEqual({ ok: true, request: { package: 'basico', message: 'Para sexta.', method: 'saldoCarteira' } });
  });

  it("says 'Saldo insuficiente para Pagamento.' when the wallet is known to be short", () => {
    expect(
      checkGigOrder(
        { tier: 'basico', message: '', method: 'saldoCarteira', cardNumber: '' },
        { ...price, availableCents: 44_999 },
      ),
    ).toEqual({ ok: false, field: null, message: WALLET_MESSAGES.insufficientForPayment });
  });

  it('leaves the balance to the API while it is unknown', () => {
    expect(
      checkGigOrder(
        { tier: 'basico', message: '', method: 'saldoCarteira', cardNumber: '' },
        { ...price, availableCents: undefined },
      ),
    ).toMatchObject({ ok: true });
  });

  it('asks for the card number of a card payment, whatever the balance', () => {
    for (const cardNumber of ['', '123', 'abcd efgh ijkl']) {
      expect(
        checkGigOrder({ tier: 'basico', message: '', method: 'card', cardNumber }, { ...price, availableCents: 0 }),
      ).toEqual({
        ok: false,
        field: 'cardNumber',
        message: WALLET_MESSAGES.cardNumberInvalid,
      });
    }
    expect(
      checkGigOrder(
        { tier: 'basico', message: '', method: 'card', cardNumber: ' 4111 1111 1111 1111 ' },
        { ...price, availableCents: 0 },
      ),
    ).toEqual({
      ok: true,
      request: { package: 'basico', message: '', method: 'card', cardNumber: '4111 1111 1111 1111' },
    });
  });

  it('names the package chosen, and weighs the balance against its price', () => {
    const premium = { tier: 'premium', message: '', method: 'saldoCarteira', cardNumber: '' } as const;
    expect(checkGigOrder(premium, { priceCents: 120_000, availableCents: 120_000 })).toEqual({
      ok: true,
      request: { package: 'premium', message: '', method: 'saldoCarteira' },
    });
    expect(checkGigOrder(premium, { priceCents: 120_000, availableCents: 119_999 })).toMatchObject({ ok: false });
  });

  it('refuses a message over the limit', () => {
    expect(
      checkGigOrder(
        { tier: 'basico', message: 'a'.repeat(1001), method: 'card', cardNumber: '4111111111111111' },
        { ...price, availableCents: 0 },
      ),
    ).toEqual({ ok: false, field: 'message', message: GIG_ORDER_MESSAGES.messageTooLong });
  });
});
