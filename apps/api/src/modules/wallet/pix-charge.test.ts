import { getPixKeyInfo, getPixPayloadInfo, isValidPixPayload } from '@brazilian-utils/brazilian-utils';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { centsToPixAmount, LABORA_SANDBOX_PIX_KEY, MAX_PIX_AMOUNT_CENTS, pixCharge, pixTxid } from './pix-charge.js';

const DEPOSIT_ID = '0b6f3c1e-9a2d-4e7f-8c5b-1d2e3f4a5b6c';

describe('pixCharge', () => {
  it.each([
    [1, 0.01, '0.01'],
    [123_456, 1234.56, '1234.56'],
    [9_999_999, 99_999.99, '99999.99'],
  ])('charges %i centavos as R$ %d, written %s in the BR Code', async (amountCents, reais, written) => {
    const { brCode } = await pixCharge({ amountCents, txid: DEPOSIT_ID, description: 'Depósito na carteira Labora' });
    expect(isValidPixPayload(brCode)).toBe(true);
    expect(brCode).toContain(`54${String(written.length).padStart(2, '0')}${written}`);
    expect(getPixPayloadInfo(brCode)).toEqual({
      key: LABORA_SANDBOX_PIX_KEY,
      merchantName: 'LABORA',
      merchantCity: 'SAO PAULO',
      amount: reais,
      txid: '0b6f3c1e9a2d4e7f8c5b1d2e3',
      description: 'Deposito na carteira Labora',
      pointOfInitiation: 'static',
    });
  });

  it('builds a BR Code whose CRC the parser checks: one changed character makes it invalid', async () => {
    const { brCode } = await pixCharge({ amountCents: 150_000, txid: DEPOSIT_ID });
    expect(isValidPixPayload(brCode)).toBe(true);
    const tampered = brCode.replace('1500.00', '1600.00');
    expect(tampered).not.toBe(brCode);
    expect(isValidPixPayload(tampered)).toBe(false);
    expect(getPixPayloadInfo(tampered)).toBeNull();
  });

  it('draws the BR Code as an SVG QR code', async () => {
    const { qrSvg } = await pixCharge({ amountCents: 5_000, txid: DEPOSIT_ID });
    expect(qrSvg.startsWith('<svg')).toBe(true);
    expect(qrSvg).toContain('</svg>');
  });

  it('refuses amounts that are not a positive whole number of centavos', async () => {
    for (const amountCents of [0, -1, 1.5, Number.NaN, MAX_PIX_AMOUNT_CENTS + 1]) {
      await expect(pixCharge({ amountCents, txid: DEPOSIT_ID })).rejects.toThrow(RangeError);
    }
  });

  test.prop([fc.integer({ min: 1, max: MAX_PIX_AMOUNT_CENTS }), fc.uuid()])(
    'round-trips any amount and deposit id',
    async (amountCents, depositId) => {
      const { brCode } = await pixCharge({ amountCents, txid: depositId });
      const info = getPixPayloadInfo(brCode);
      expect(info?.amount).toBe(centsToPixAmount(amountCents));
      expect(Math.round((info?.amount ?? 0) * 100)).toBe(amountCents);
      expect(info?.txid).toBe(depositId.replaceAll('-', '').slice(0, 25));
    },
  );
});

describe('LABORA_SANDBOX_PIX_KEY', () => {
  it('is a random (EVP) key in its canonical form', () => {
    expect(getPixKeyInfo(LABORA_SANDBOX_PIX_KEY)).toEqual({ type: 'evp', value: LABORA_SANDBOX_PIX_KEY });
  });
});

describe('centsToPixAmount', () => {
  it('gives the number whose two-decimal text is exactly the centavos', () => {
    expect(centsToPixAmount(1)).toBe(0.01);
    expect(centsToPixAmount(123_456)).toBe(1234.56);
    expect(centsToPixAmount(9_999_999)).toBe(99_999.99);
    expect(centsToPixAmount(MAX_PIX_AMOUNT_CENTS)).toBe(9_999_999_999.99);
    // Every amount up to R$ 10.000,00 is written back as its own centavos (the property test covers the rest).
    for (let cents = 1; cents <= 1_000_000; cents += 1) {
      const reais = centsToPixAmount(cents);
      if (reais.toFixed(2) !== `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`) {
        expect.fail(`${cents} centavos became ${reais.toFixed(2)}`);
      }
    }
  });
});

describe('pixTxid', () => {
  it('takes the first 25 letters and digits of the deposit id and is idempotent', () => {
    expect(pixTxid(DEPOSIT_ID)).toBe('0b6f3c1e9a2d4e7f8c5b1d2e3');
    expect(pixTxid(pixTxid(DEPOSIT_ID))).toBe('0b6f3c1e9a2d4e7f8c5b1d2e3');
    expect(() => pixTxid('---')).toThrow(RangeError);
  });
});
