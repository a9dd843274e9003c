import { describe, expect, it } from 'vitest';
import { formatMoneyInput, readMoneyInput } from './money-input';

const read = (raw: string, previous = '') => {
  const { text, cents } = readMoneyInput(raw, raw.length, { text: previous, softMark: false });
  return { text, cents };
};

/** Each key typed at the end of the box, as a person types. */
function typeKeys(keys: string) {
  let state = readMoneyInput('');
  for (const key of keys) state = readMoneyInput(state.text + key, state.text.length + 1, state);
  return { text: state.text, cents: state.cents };
}

describe('readMoneyInput', () => {
  it.each([
    ['', '', null],
    ['0', '0', 0],
    ['abc12', '12', 1200],
    ['ab12.34', '12,34', 1234],
    ['1.234,56', '1.234,56', 123456],
    ['1234.56', '1.234,56', 123456],
    ['1234,5', '1.234,5', 123450],
    [',5', '0,5', 50],
    ['12,345', '12,34', 1234],
    ['12,3,4', '12,34', 1234],
    ['-50', '50', 5000],
    ['R$ 1.500,00', '1.500,00', 150000],
    ['007', '7', 700],
    ['12,', '12,', 1200],
    ['1.234', '1.234', 123400],
    ['1.234.567', '1.234.567', 123456700],
    ['abc', '', null],
  ])('%j shows %j and is %j centavos', (raw, text, cents) => {
    expect(read(raw)).toEqual({ text, cents });
  });

  it('caps a huge number at nine digits of reais, well inside a safe integer of centavos', () => {
    expect(read('123456789012345,99')).toEqual({ text: '123.456.789,99', cents: 12345678999 });
    expect(Number.isSafeInteger(read('99999999999999999999').cents)).toBe(true);
  });

  it('reads a dot typed after digits as the decimal comma', () => {
    expect(read('12.', '12')).toEqual({ text: '12,', cents: 1200 });
    expect(read('1.234.', '1.234')).toEqual({ text: '1.234,', cents: 123400 });
  });

  it('reads a dot in a whole new value put over the old one (autofill, select-all and type)', () => {
    expect(read('12.5', '1.000')).toEqual({ text: '12,5', cents: 1250 });
    expect(read('2.000', '1.000')).toEqual({ text: '2.000', cents: 200000 });
  });

  it.each([
    ['abc12', '12', 1200],
    ['ab12.34', '12,34', 1234],
    ['12,345', '12,34', 1234],
    // A dot typed by habit as the thousands mark: the third digit after it says so.
    ['1.650,55', '1.650,55', 165055],
    ['1.500,00', '1.500,00', 150000],
    ['1.234.567', '1.234.567', 123456700],
    ['12.5', '12,5', 1250],
  ])('typed key by key, %j shows %j (%j centavos)', (keys, text, cents) => {
    expect(typeKeys(keys)).toEqual({ text, cents });
  });

  it('keeps a dot it showed as grouping when a digit is deleted next to it', () => {
    // '1.234' with its '4' deleted is 123, not 1,23.
    expect(read('1.23', '1.234')).toEqual({ text: '123', cents: 12300 });
  });

  it('keeps the caret after the same digit when grouping moves', () => {
    // '1.234' with '5' typed after the '2': '12534' → '12.534', caret after the '5'.
    const state = readMoneyInput('1.2534', 4, { text: '1.234', softMark: false });
    expect(state.text).toBe('12.534');
    expect(state.text.slice(0, state.caret)).toBe('12.5');
  });

  it('keeps the caret in place when a typed letter is dropped', () => {
    const state = readMoneyInput('12x34', 3, { text: '1.234', softMark: false });
    expect(state.text).toBe('1.234');
    expect(state.text.slice(0, state.caret)).toBe('1.2');
  });
});

describe('formatMoneyInput', () => {
  it.each([
    [null, ''],
    [0, '0,00'],
    [50, '0,50'],
    [150050, '1.500,50'],
    [123456789, '1.234.567,89'],
  ])('%j → %j', (cents, text) => {
    expect(formatMoneyInput(cents)).toBe(text);
  });

  it('reads back what it writes', () => {
    expect(readMoneyInput(formatMoneyInput(150050)).cents).toBe(150050);
  });
});
