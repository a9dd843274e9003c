import { describe, expect, it } from 'vitest';
import { centsToReais, formatBRL, reaisToCents } from './money.js';

describe('money', () => {
  it('turns reais with up to two decimals into centavos, without float drift', () => {
    expect(reaisToCents(0)).toBe(0);
    expect(reaisToCents(85)).toBe(8500);
    expect(reaisToCents(85.5)).toBe(8550);
    expect(reaisToCents(0.1 + 0.2)).toBe(30);
    expect(reaisToCents(19.99)).toBe(1999);
  });

  it('refuses fractions of a centavo and non-numbers', () => {
    expect(reaisToCents(1.234)).toBeNull();
    expect(reaisToCents(Number.NaN)).toBeNull();
    expect(reaisToCents(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('formats centavos as BRL', () => {
    expect(centsToReais(8550)).toBe(85.5);
    expect(formatBRL(123456).replace(/\s/g, ' ')).toBe('R$ 1.234,56');
  });
});
