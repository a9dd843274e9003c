import { describe, expect, it } from 'vitest';
import { formatNameInput, normalizeName } from './names.js';

describe('names', () => {
  it('drops anything but letters and spaces and capitalises each word', () => {
    expect(formatNameInput('joão')).toBe('João');
    expect(formatNameInput('MARIA  da silva')).toBe('Maria Da Silva');
    expect(formatNameInput('ana123 clara!')).toBe('Ana Clara');
    expect(formatNameInput('élida ávila')).toBe('Élida Ávila');
  });

  it('keeps one trailing space while typing, but not a leading one', () => {
    expect(formatNameInput('ana ')).toBe('Ana ');
    expect(formatNameInput(' ana')).toBe('Ana');
  });

  it('trims the stored form', () => {
    expect(normalizeName('  pedro   álvares  ')).toBe('Pedro Álvares');
    expect(normalizeName('1234')).toBe('');
  });
});
