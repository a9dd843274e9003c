import { GIG_ORDER_MESSAGES } from '@labora/shared/gigs';
import { WALLET_MESSAGES } from '@labora/shared/wallet';
import { describe, expect, it } from 'vitest';
import { checkGigOrder } from './gig-order-form';

const price = { priceCents: 45_000 };

describe('checkGigOrder', () => {
  it('pays from the wallet when it covers the price, sending no card number', () => {
    expect(
      checkGigOrder(
        { message: '  Para sexta.  ', method: 'saldoCarteira', cardNumber: '4111' },
        { ...price, availableCents: 45_000 },
      ),
    ).toEqual({ ok: true, request: { message: 'Para sexta.', method: 'saldoCarteira' } });
  });

  it("says 'Saldo insuficiente para Pagamento.' when the wallet is known to be short", () => {
    expect(
      checkGigOrder({ message: '', method: 'saldoCarteira', cardNumber: '' }, { ...price, availableCents: 44_999 }),
    ).toEqual({ ok: false, field: null, message: WALLET_MESSAGES.insufficientForPayment });
  });

  it('leaves the balance to the API while it is unknown', () => {
    expect(
      checkGigOrder({ message: '', method: 'saldoCarteira', cardNumber: '' }, { ...price, availableCents: undefined }),
    ).toMatchObject({ ok: true });
  });

  it('asks for the card number of a card payment, whatever the balance', () => {
    for (const cardNumber of ['', '123', 'abcd efgh ijkl']) {
      expect(checkGigOrder({ message: '', method: 'card', cardNumber }, { ...price, availableCents: 0 })).toEqual({
        ok: false,
        field: 'cardNumber',
        message: WALLET_MESSAGES.cardNumberInvalid,
      });
    }
    expect(
      checkGigOrder(
        { message: '', method: 'card', cardNumber: ' 4111 1111 1111 1111 ' },
        { ...price, availableCents: 0 },
      ),
    ).toEqual({ ok: true, request: { message: '', method: 'card', cardNumber: '4111 1111 1111 1111' } });
  });

  it('refuses a message over the limit', () => {
    expect(
      checkGigOrder(
        { message: 'a'.repeat(1001), method: 'card', cardNumber: '4111111111111111' },
        { ...price, availableCents: 0 },
      ),
    ).toEqual({ ok: false, field: 'message', message: GIG_ORDER_MESSAGES.messageTooLong });
  });
});
