import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WITHDRAWAL_RAILS } from './business-days.js';
import { feeCents, formatBps, LABORA_FEE_BPS, netCents, releaseFeeCents } from './wallet.js';

const amounts = fc.integer({ min: 0, max: 100_000_000 });
const rates = fc.constantFrom(LABORA_FEE_BPS, ...Object.values(WITHDRAWAL_RAILS).map((rail) => rail.feeBasisPoints));

describe('the rounding rule: fee = amount × rate, rounded half up to the centavo; net = amount − fee', () => {
  it('gives whole centavos that add back up to the amount, for any amount and every rate', () => {
    fc.assert(
      fc.property(amounts, rates, (amount, bps) => {
        const fee = feeCents(amount, bps);
        expect(Number.isInteger(fee)).toBe(true);
        expect(fee + netCents(amount, bps)).toBe(amount);
        expect(fee).toBeGreaterThanOrEqual(0);
        expect(fee).toBeLessThanOrEqual(amount);
      }),
      { numRuns: 2000 },
    );
  });

  it('is the exact rate rounded half up: never more than half a centavo away, ties go up', () => {
    fc.assert(
      fc.property(amounts, rates, (amount, bps) => {
        const exact = (amount * bps) / 10_000;
        const fee = feeCents(amount, bps);
        expect(Math.abs(fee - exact)).toBeLessThanOrEqual(0.5);
        if (exact - Math.floor(exact) === 0.5) expect(fee).toBe(Math.ceil(exact));
      }),
      { numRuns: 2000 },
    );
  });

  it('never charges less on a larger amount', () => {
    fc.assert(
      fc.property(amounts, amounts, rates, (a, b, bps) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(feeCents(low, bps)).toBeLessThanOrEqual(feeCents(high, bps));
      }),
    );
  });

  it('matches the amounts people see on the screens', () => {
    // Labora's 10% on a R$ 1.500,00 contract; SPEC's withdrawal fees on R$ 1.000,00; ties at half a centavo.
    expect([feeCents(150_000, LABORA_FEE_BPS), netCents(150_000, LABORA_FEE_BPS)]).toEqual([15_000, 135_000]);
    expect(feeCents(100_000, WITHDRAWAL_RAILS.pix.feeBasisPoints)).toBe(1500);
    expect(feeCents(100_000, WITHDRAWAL_RAILS.bank.feeBasisPoints)).toBe(2500);
    expect(feeCents(100_000, WITHDRAWAL_RAILS.card.feeBasisPoints)).toBe(3500);
    expect(feeCents(5, LABORA_FEE_BPS)).toBe(1); // 0,5 centavo → 1
    expect(feeCents(4, LABORA_FEE_BPS)).toBe(0);
    expect(feeCents(5001, WITHDRAWAL_RAILS.pix.feeBasisPoints)).toBe(75); // 75,015 → 75
    expect(formatBps(150)).toBe('1,5%');
    expect(() => feeCents(10.5, LABORA_FEE_BPS)).toThrow(RangeError);
  });
});

describe("a contract's fee over its releases", () => {
  /** Releases `parts` one after the other as escrow.ts does; answers the fees taken. */
  const releaseAll = (parts: number[]) => {
    let released = 0;
    let feesTaken = 0;
    return parts.map((amount) => {
      const fee = releaseFeeCents({ releasedCents: released, feesTakenCents: feesTaken, amountCents: amount });
      released += amount;
      feesTaken += fee;
      return fee;
    });
  };
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

  it('costs exactly what one release of the same total costs, however the total is split', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 200_000 }), { minLength: 1, maxLength: 120 }), (parts) => {
        const fees = releaseAll(parts);
        const total = sum(parts);
        expect(sum(fees)).toBe(feeCents(total, LABORA_FEE_BPS));
        expect(sum(parts.map((part, i) => part - (fees[i] ?? 0)))).toBe(netCents(total, LABORA_FEE_BPS));
        for (const [i, fee] of fees.entries()) {
          expect(fee).toBeGreaterThanOrEqual(0);
          expect(fee).toBeLessThanOrEqual(parts[i] ?? 0);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('takes its fee from 100 releases of 4 centavos too', () => {
    const fees = releaseAll(Array.from({ length: 100 }, () => 4));
    expect(sum(fees)).toBe(40);
    expect(400 - sum(fees)).toBe(360);
  });
});
