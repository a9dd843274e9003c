import { describe, expect, it } from 'vitest';
import { formatPhone, isValidPhone, phoneDigits } from './phone.js';

describe('phone', () => {
  it('keeps digits only, at most 11', () => {
    expect(phoneDigits('(11) 98765-4321 ramal 99')).toBe('11987654321');
    expect(phoneDigits('abc')).toBe('');
  });

  it('formats as the user types', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('1')).toBe('(1');
    expect(formatPhone('11')).toBe('(11');
    expect(formatPhone('119')).toBe('(11) 9');
    expect(formatPhone('119876')).toBe('(11) 9876');
    expect(formatPhone('1198765')).toBe('(11) 9876-5');
    expect(formatPhone('1132345678')).toBe('(11) 3234-5678');
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('119876543210000')).toBe('(11) 98765-4321');
  });

  it('accepts only complete numbers', () => {
    expect(isValidPhone('(11) 3234-5678')).toBe(true);
    expect(isValidPhone('(11) 98765-4321')).toBe(true);
    expect(isValidPhone('11987654321')).toBe(true);
    expect(isValidPhone('1132345678')).toBe(true);
    expect(isValidPhone('(11) 9876-5')).toBe(false);
    expect(isValidPhone('119876543')).toBe(false);
    expect(isValidPhone('119876543210')).toBe(false);
    expect(isValidPhone('11 98765 4321')).toBe(false);
  });
});
